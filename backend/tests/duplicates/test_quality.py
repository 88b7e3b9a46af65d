"""The duplicate check measured on a labelled set (katutubo.demo.duplicates_testset, fixed seed): every case
is entered through the same check the form calls, on each database."""

from collections import Counter

from sqlalchemy.orm import Session

from katutubo.demo.duplicates_testset import evaluate, labelled_set, store


def test_recall_and_precision_on_the_labelled_set(session: Session) -> None:
    labelled = labelled_set()
    ids = store(session, labelled.people)
    session.flush()

    quality = evaluate(session, labelled, ids)

    assert len(labelled.cases) == 440
    missed = Counter(case.variation for case in quality.missed)
    wrong = Counter(case.variation for case in quality.wrong)
    assert quality.recall >= 0.95, f"recall {quality.recall:.3f}, missed {missed}"
    assert quality.precision >= 0.90, f"precision {quality.precision:.3f}, wrong {wrong}"

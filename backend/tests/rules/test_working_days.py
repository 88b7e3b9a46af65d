"""Working days of the office: Monday to Friday, skipping the Philippines' regular holidays and special
non-working days; a request is due on the 30th working day after the day of receipt."""

from datetime import date, timedelta

from katutubo.rules.working_days import (
    DueDate,
    add_working_days,
    due_date,
    is_covered,
    is_working_day,
    last_covered_year,
)


def test_the_holiday_data_is_the_one_these_dates_were_counted_with():
    assert last_covered_year() == 2027, "the holidays package moved on: count the uncovered-year dates again"
    assert is_covered(2026) and is_covered(2027) and not is_covered(2028)


def test_holy_week_maundy_thursday_and_good_friday_are_not_working_days():
    # 2026: Maundy Thursday 2 April, Good Friday 3 April, Araw ng Kagitingan Thursday 9 April
    assert not is_working_day(date(2026, 4, 2)) and not is_working_day(date(2026, 4, 3))
    assert add_working_days(date(2026, 4, 1), 1) == date(2026, 4, 6)
    assert add_working_days(date(2026, 4, 1), 4) == date(2026, 4, 10)
    # 18 working days left in April, Labor Day (Friday 1 May) skipped: the 30th is Tuesday 19 May
    assert due_date(date(2026, 4, 1)) == DueDate(date(2026, 5, 19), weekdays_only=False)


def test_christmas_and_the_years_end():
    # 24 Dec (Christmas Eve), 25 Dec, 30 Dec (Rizal Day), 31 Dec and 1 Jan are off; 28 and 29 Dec are not
    week = [date(2026, 12, 24) + timedelta(days=n) for n in range(9)]
    assert [day.day for day in week if is_working_day(day)] == [28, 29]
    assert add_working_days(date(2026, 12, 22), 1) == date(2026, 12, 23)
    assert add_working_days(date(2026, 12, 22), 4) == date(2027, 1, 4)
    assert due_date(date(2026, 12, 22)) == DueDate(date(2027, 2, 9), weekdays_only=False)


def test_special_working_days_stay_working_days():
    # EDSA anniversary (25 Feb) and the Nativity of Mary (8 Sep) are special WORKING days since 2025
    assert is_working_day(date(2026, 2, 25)) and is_working_day(date(2026, 9, 8))


def test_a_year_the_holiday_data_does_not_cover_counts_weekdays_only():
    # 30 weekdays after Monday 3 January 2028
    assert due_date(date(2028, 1, 3)) == DueDate(date(2028, 2, 14), weekdays_only=True)
    # received in a covered year, due in one that is not: weekdays only, from the start
    assert due_date(date(2027, 12, 1)) == DueDate(date(2028, 1, 12), weekdays_only=True)


def test_a_request_received_on_a_weekend_counts_from_the_next_working_day():
    assert add_working_days(date(2026, 6, 13), 1) == date(2026, 6, 15)  # Saturday -> Monday

"""create_app(): the API routers, error handlers, CSRF, and the built web app, in one process."""

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI

from katutubo.account.router import router as account_router
from katutubo.admin_audit.router import history_router
from katutubo.admin_audit.router import router as audit_router
from katutubo.admin_users.router import router as admin_users_router
from katutubo.admin_users.users_router import router as users_router
from katutubo.api_docs.router import router as api_docs_router
from katutubo.audit.checkpoints import daily_checkpoints
from katutubo.audit.request_info import RequestInfoMiddleware
from katutubo.auth.dependencies import SIGN_IN_CHECKS
from katutubo.auth.router import router as auth_router
from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.backups.router import router as backups_router
from katutubo.backups.schedule import backup_schedule_lifespan
from katutubo.barangays.router import router as barangays_router
from katutubo.certificate_register.router import router as certificate_register_router
from katutubo.certifications.router import router as certifications_router
from katutubo.core.body_limit import BodyLimit
from katutubo.core.compression import Compression
from katutubo.core.config import get_settings
from katutubo.core.csrf import CsrfProtection
from katutubo.core.errors import ERROR_RESPONSES, install_error_handlers
from katutubo.core.headers import SecurityHeaders, security_headers
from katutubo.core.log_redaction import install_log_redaction
from katutubo.core.openapi import declare_refusals
from katutubo.core.outage import DatabaseOutage
from katutubo.core.spa import install_spa
from katutubo.core.storable_text import refuse_unstorable_text
from katutubo.dashboard.router import router as dashboard_router
from katutubo.data_requests.router import router as data_requests_router
from katutubo.duplicates.router import admin as duplicates_admin_router
from katutubo.duplicates.router import entry as duplicates_router
from katutubo.exports.router import router as exports_router
from katutubo.households.router import person_router as household_person_router
from katutubo.households.router import router as households_router
from katutubo.imports.router import router as imports_router
from katutubo.imports.upkeep import import_upkeep_lifespan
from katutubo.incidents.router import router as incidents_router
from katutubo.kinship.router import router as kinship_router
from katutubo.people.barangay_parts import BarangayParts
from katutubo.people.reference_router import router as reference_router
from katutubo.people.router import router as people_router
from katutubo.people.tribe_counts import count_tribes
from katutubo.people.upkeep import people_upkeep_lifespan
from katutubo.photos.router import router as photos_router
from katutubo.privacy_notice.router import router as privacy_notice_router
from katutubo.privacy_record.router import router as privacy_record_router
from katutubo.proposals.digest import daily_digest
from katutubo.proposals.router import admin as proposals_admin_router
from katutubo.proposals.router import router as proposals_router
from katutubo.records.router import router as records_router
from katutubo.reference.sync import check_municipality
from katutubo.reports.cache import ReportCache
from katutubo.reports.router import router as reports_router
from katutubo.trash.purge import daily_purge_lifespan
from katutubo.trash.router import router as trash_router

# Every request body is refused past this (413, checked from Content-Length and while reading); the photo
# uploads allow more (katutubo.photos.http.UPLOAD_BODY_LIMIT, see katutubo.core.body_limit).
BODY_LIMIT = 1024 * 1024

API_ROUTERS = [
    auth_router,
    account_router,
    users_router,
    admin_users_router,
    audit_router,
    history_router,
    trash_router,
    incidents_router,
    data_requests_router,
    people_router,
    records_router,
    duplicates_router,
    duplicates_admin_router,
    kinship_router,
    photos_router,
    reference_router,
    dashboard_router,
    certifications_router,
    certificate_register_router,
    reports_router,
    barangays_router,
    api_docs_router,
    imports_router,
    exports_router,
    households_router,
    household_person_router,
    backups_router,
    privacy_record_router,
    proposals_router,
    proposals_admin_router,
    privacy_notice_router,
]


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """The server's background work: the daily Trash purge, the people's derived data (the tally, the
    planner's statistics), import jobs a restart interrupted and old uploads, the audit trail's daily
    checkpoint, the IPMRs' daily digest of waiting proposals and, when configured, scheduled backups."""
    async with (
        daily_purge_lifespan(app),
        people_upkeep_lifespan(app),
        import_upkeep_lifespan(app),
        backup_schedule_lifespan(app),
        daily_checkpoints(app),
        daily_digest(app),
    ):
        yield


def create_app() -> FastAPI:
    settings = get_settings()
    check_municipality()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    install_log_redaction()
    headers = security_headers(settings)
    app = FastAPI(
        title="Katutubo Registry",
        version="0.1.0",
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
        responses=ERROR_RESPONSES,  # also keeps FastAPI's own HTTPValidationError out of the document
        lifespan=lifespan,
        dependencies=[Depends(refuse_unstorable_text)],
    )
    install_error_handlers(app, headers)
    # Counts kept per barangay between requests (katutubo.people.barangay_parts): one of each per process.
    app.state.report_cache = ReportCache()
    app.state.tribe_counts = BarangayParts(count_tribes)
    for router in API_ROUTERS:
        app.include_router(router)
    app.add_middleware(
        CsrfProtection,
        secure=settings.secure_cookies,
        secret=settings.resolved_secret_key,
        session_cookie=SESSION_COOKIE,
    )
    app.add_middleware(RequestInfoMiddleware)
    install_spa(app, settings.frontend_dist)
    declare_refusals(app, SIGN_IN_CHECKS)
    app.add_middleware(BodyLimit, routes=app.routes, default=BODY_LIMIT)
    app.add_middleware(DatabaseOutage)  # 503 for whatever inside it the database's absence stopped
    app.add_middleware(SecurityHeaders, headers=headers)
    app.add_middleware(Compression)  # outermost: compresses what every layer inside answered
    return app

"""create_app(): the API routers, error handlers, CSRF, and the built web app, in one process."""

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from katutubo.account.router import router as account_router
from katutubo.admin_users.router import router as admin_users_router
from katutubo.audit.request_info import RequestInfoMiddleware
from katutubo.audit.router import history_router
from katutubo.audit.router import router as audit_router
from katutubo.auth.router import router as auth_router
from katutubo.backups.router import router as backups_router
from katutubo.backups.schedule import backup_schedule_lifespan
from katutubo.barangays.router import router as barangays_router
from katutubo.core.config import get_settings
from katutubo.core.csrf import install_csrf
from katutubo.core.errors import ERROR_RESPONSES, install_error_handlers
from katutubo.core.log_redaction import install_log_redaction
from katutubo.core.spa import install_spa
from katutubo.dashboard.router import router as dashboard_router
from katutubo.exports.router import router as exports_router
from katutubo.imports.router import router as imports_router
from katutubo.people.router import router as people_router
from katutubo.photos.router import router as photos_router
from katutubo.reference.router import router as reference_router
from katutubo.trash.purge import daily_purge_lifespan
from katutubo.trash.router import router as trash_router
from katutubo.users.router import router as users_router

API_ROUTERS = [
    auth_router,
    account_router,
    users_router,
    admin_users_router,
    audit_router,
    history_router,
    trash_router,
    people_router,
    photos_router,
    reference_router,
    dashboard_router,
    barangays_router,
    imports_router,
    exports_router,
    backups_router,
]


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """The server's background work: the daily Trash purge and, when configured, scheduled backups."""
    async with daily_purge_lifespan(app), backup_schedule_lifespan(app):
        yield


def create_app() -> FastAPI:
    settings = get_settings()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    install_log_redaction()
    app = FastAPI(
        title="Katutubo Registry",
        version="0.1.0",
        docs_url="/api/docs",
        openapi_url="/api/openapi.json",
        responses=ERROR_RESPONSES,  # also keeps FastAPI's own HTTPValidationError out of the document
        lifespan=lifespan,
    )
    install_error_handlers(app)
    for router in API_ROUTERS:
        app.include_router(router)
    install_csrf(app, secure=settings.secure_cookies)
    app.add_middleware(RequestInfoMiddleware)
    install_spa(app, settings.frontend_dist, settings.tile_url)
    return app

"""Which methods a path of the API answers to: every route of that path counts (Starlette's own 405 names
only the first route it meets, and the web app's catch-all GET would make any unknown API path a 404)."""

from collections.abc import Iterable

from fastapi.routing import iter_route_contexts
from starlette.routing import BaseRoute, Route

# Every resource answers OPTIONS (with its Allow header); HEAD comes with GET.
ALWAYS = {"OPTIONS"}


def api_routes(routes: Iterable[BaseRoute]) -> list[Route]:
    """The app's API routes, each with its full path (routers included with a prefix too)."""
    found = (context.route for context in iter_route_contexts(list(routes)))
    return [route for route in found if isinstance(route, Route) and route.path.startswith("/api")]


def allowed_methods(routes: Iterable[BaseRoute], path: str) -> list[str]:
    """The methods of the API routes of `path`, sorted (none: the path does not exist). When templates with
    fewer and more parameters both match (/api/people/suggestions and /api/people/{person_id}), the path is
    the most literal one's."""
    matching = [route for route in api_routes(routes) if route.path_regex.match(path)]
    if not matching:
        return []
    fewest = min(route.path.count("{") for route in matching)
    methods = {m for route in matching if route.path.count("{") == fewest for m in route.methods or ()}
    return sorted(methods | ALWAYS)

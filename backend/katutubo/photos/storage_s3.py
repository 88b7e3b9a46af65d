"""Photos in an S3-compatible object store (AWS S3, MinIO, SeaweedFS, Ceph, ...), for a registry served by
more than one machine: KATUTUBO_STORAGE_URL=s3://BUCKET?endpoint=http://HOST:PORT&region=REGION&prefix=PATH/.

The keys are the same as on disk (ip_photos/..., barangay_photos/...), under the optional prefix. The
credentials come from boto3's usual places (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an
instance role), never from the URL. Browsers never reach the store: photos are read by the server and sent
through the signed-in API, as from disk."""

from urllib.parse import parse_qs, urlparse

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

MISSING = {"NoSuchKey", "404", "NotFound"}


class S3Storage:
    def __init__(
        self, bucket: str, endpoint: str | None = None, region: str = "us-east-1", prefix: str = ""
    ) -> None:
        self.bucket = bucket
        self.prefix = prefix
        self.client = boto3.client(
            "s3",
            endpoint_url=endpoint,
            region_name=region,
            # Path-style addressing: self-hosted stores have no per-bucket host names.
            config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 3, "mode": "standard"}),
        )

    @classmethod
    def from_url(cls, url: str) -> "S3Storage":
        parts = urlparse(url)
        if parts.scheme != "s3" or not parts.netloc:
            raise ValueError(f"Not an s3://BUCKET URL: {url!r}")
        query = {name: values[-1] for name, values in parse_qs(parts.query).items()}
        prefix = query.get("prefix", parts.path.lstrip("/"))
        if prefix and not prefix.endswith("/"):
            prefix += "/"
        return cls(parts.netloc, query.get("endpoint"), query.get("region", "us-east-1"), prefix)

    def _key(self, key: str) -> str:
        if not key or key.startswith("/") or ".." in key.split("/"):
            raise ValueError(f"Storage key outside the store: {key!r}")
        return self.prefix + key

    def save(self, key: str, data: bytes) -> None:
        """One PUT: an object is there whole or not at all."""
        self.client.put_object(Bucket=self.bucket, Key=self._key(key), Body=data)

    def read(self, key: str) -> bytes:
        try:
            answer = self.client.get_object(Bucket=self.bucket, Key=self._key(key))
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in MISSING:
                raise FileNotFoundError(key) from error
            raise
        return bytes(answer["Body"].read())

    def delete(self, key: str) -> None:
        self.client.delete_object(Bucket=self.bucket, Key=self._key(key))  # no error when already gone

    def keys(self, folder: str) -> list[str]:
        """Every stored key under `folder` (e.g. 'ip_photos'), sorted."""
        found: list[str] = []
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=self._key(folder.rstrip("/") + "/")
        )
        for page in pages:
            found += [item["Key"].removeprefix(self.prefix) for item in page.get("Contents", [])]
        return sorted(found)

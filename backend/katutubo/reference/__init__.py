"""Fixed lists: the barangays (katutubo.reference.places, by PSGC code), the tribe names, and the choices of
the person form."""

# The barangay names the models' BarangayCode stores as codes (katutubo.models.barangay_code).
from katutubo.reference import places as _places  # noqa: F401

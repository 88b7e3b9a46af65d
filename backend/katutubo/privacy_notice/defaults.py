"""The notice's text until an IPMR saves their own: who controls the data, what is kept and why, who sees it,
how long it is kept, the person's rights under RA 10173 and how to ask. `{municipality}` and `{province}` are
the installation's."""

from katutubo.reference.municipality import configured

LANGUAGES = ("en", "fil")

ENGLISH = """PRIVACY NOTICE

Who controls your data: the Office of the Indigenous Peoples Mandatory Representative (IPMR) of the \
Municipality of {municipality}, {province}, keeps the Katutubo Registry and is responsible for your \
personal data in it.

What we keep and why: your name, date of birth, sex, civil status, education, occupation, tribe, \
barangay and address, health condition, household, family relations, contact number and photo. We \
keep them to record and serve the indigenous cultural communities of the municipality, as the \
Indigenous Peoples' Rights Act (IPRA, Republic Act No. 8371) and the office's mandate require, or \
with your consent where you gave it.

Who sees it: only the office's authorised staff and encoders of your barangay, with their own \
accounts. Every view and change of your record is logged. We do not sell or share your data, except \
where a law requires it.

How long we keep it: as long as the office's mandate requires, and as the National Archives' \
schedule for local government records allows.

Your rights under the Data Privacy Act of 2012 (Republic Act No. 10173): to be informed; to have \
access to your data; to have it corrected; to object to its processing; to have it erased or \
blocked; to receive it in a portable form; and to complain to the National Privacy Commission \
(complaints@privacy.gov.ph).

How to ask: come to the IPMR office at the Municipal Hall of {municipality}, or ask your barangay's \
encoder. A request costs nothing and is answered within 30 working days."""

FILIPINO = """PAUNAWA TUNGKOL SA PRIVACY

Sino ang may hawak ng iyong datos: ang Tanggapan ng Indigenous Peoples Mandatory Representative \
(IPMR) ng Bayan ng {municipality}, {province}, ang nag-iingat ng Katutubo Registry at may \
pananagutan sa iyong personal na datos dito.

Ano ang iniingatan namin at bakit: ang iyong pangalan, petsa ng kapanganakan, kasarian, katayuang \
sibil, pinag-aralan, hanapbuhay, tribo, barangay at tirahan, kalagayang pangkalusugan, sambahayan, \
kaugnayan sa pamilya, numero ng telepono at larawan. Iniingatan namin ang mga ito upang itala at \
paglingkuran ang mga katutubong pamayanan ng bayan, ayon sa Indigenous Peoples' Rights Act (IPRA, \
Batas Republika Blg. 8371) at sa tungkulin ng tanggapan, o ayon sa iyong pahintulot kung ibinigay mo \
ito.

Sino ang nakakakita nito: ang mga awtorisadong kawani lamang ng tanggapan at ang mga encoder ng \
iyong barangay, gamit ang sarili nilang account. Itinatala ang bawat pagtingin at pagbabago sa iyong \
rekord. Hindi namin ipinagbibili o ibinabahagi ang iyong datos, maliban kung iniuutos ng batas.

Gaano katagal namin itong iniingatan: hangga't kailangan ng tungkulin ng tanggapan, at ayon sa \
pinapayagan ng talaan ng National Archives para sa mga rekord ng pamahalaang lokal.

Ang iyong mga karapatan sa ilalim ng Data Privacy Act of 2012 (Batas Republika Blg. 10173): na \
mabigyang-alam; na makita ang iyong datos; na maitama ito; na tumutol sa pagproseso nito; na mabura \
o maharang ito; na matanggap ito sa anyong madadala; at na magreklamo sa National Privacy Commission \
(complaints@privacy.gov.ph).

Paano humiling: pumunta sa tanggapan ng IPMR sa Munisipyo ng {municipality}, o magtanong sa encoder \
ng iyong barangay. Walang bayad ang paghiling at sasagutin ito sa loob ng 30 araw ng trabaho."""


def default_text(language: str) -> str:
    here = configured()
    template = FILIPINO if language == "fil" else ENGLISH
    return template.format(municipality=here.name, province=here.province)

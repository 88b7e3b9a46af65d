"""Common Filipino given and family names (Faker has none for the Philippines). Any person built from them is
made up."""


def _split(text: str) -> tuple[str, ...]:
    return tuple(" ".join(name.split()) for name in text.split(",") if name.strip())


MALE_GIVEN_NAMES = _split(
    """
    Juan, Jose, Pedro, Andres, Antonio, Manuel, Ramon, Ricardo, Eduardo, Roberto, Rodrigo, Reynaldo,
    Rolando, Ernesto, Danilo, Rogelio, Renato, Romeo, Arnel, Jomar, Jerome, Mark Anthony, John Paul,
    John Lloyd, Christian, Carlo, Paolo, Miguel, Gabriel, Rafael, Emmanuel, Noel, Joel, Ronaldo,
    Fernando, Alfredo, Benjamin, Crisanto, Dionisio, Efren, Felipe, Gregorio, Honorio, Isidro, Jaime,
    Leonardo, Mario, Nestor, Orlando, Teodoro, Virgilio, Wilfredo, Bayani, Datu, Dakila, Tomas, Marvin,
    Jayson, Kristoffer, Angelo, Ramil, Ariel, Dante, Elmer
    """
)

FEMALE_GIVEN_NAMES = _split(
    """
    Maria, Ana, Rosa, Luz, Josefina, Teresita, Corazon, Erlinda, Lourdes, Remedios, Rosario, Estrella,
    Imelda, Leticia, Milagros, Norma, Perla, Rosalinda, Evangeline, Marilou, Maricel, Marites, Mary
    Grace, Mary Joy, Kristine, Jasmine, Angelica, Princess, Divina, Gloria, Aurora, Carmelita, Dolores,
    Editha, Felicidad, Gemma, Herminia, Isabel, Jocelyn, Lorna, Marisol, Nenita, Ofelia, Pilar, Rowena,
    Sheila, Trinidad, Violeta, Ligaya, Liwayway, Mayumi, Dalisay, Tala, Amihan, Hiraya, Althea, Bea,
    Camille, Danica, Rhea, Janine, Lovely, Cherry
    """
)

FAMILY_NAMES = _split(
    """
    Dela Cruz, Santos, Reyes, Garcia, Mendoza, Bautista, Villanueva, Ramos, Castillo, Aquino, Gonzales,
    Navarro, Torres, Flores, Rivera, Lopez, Fernandez, Perez, Soriano, Mercado, Domingo, Salvador,
    Pascual, Manalo, Dimaculangan, Macaraeg, Magbanua, Dimaano, Lacson, Panganiban, Mangubat, Malabanan,
    Katigbak, Buenaventura, Ilagan, Cabrera, Tolentino, De Leon, De Guzman, Del Rosario, San Jose,
    Marquez, Agustin, Alcantara, Aragon, Austria, Bernardo, Cajucom, Calderon, Capistrano, Cervantes,
    Concepcion, Cortez, Cruz, Dalisay, Dantes, Esguerra, Espiritu, Estrada, Evangelista, Francisco,
    Galang, Gatdula, Guevarra, Hernandez, Ignacio, Jimenez, Labrador, Lagman, Lim, Luna, Macapagal,
    Magsaysay, Malonzo, Maravilla, Matias, Medina, Miranda, Morales, Nepomuceno, Ocampo, Padilla,
    Pangilinan, Quiambao, Quizon, Roxas, Sabado, Salazar, Samonte, Sarmiento, Sison, Tan, Tiongson,
    Umali, Valdez, Valenzuela, Vergara, Villareal, Yap, Zamora, Abad, Agbayani, Bacani, Balagtas,
    Buenafe, Cabanatuan, Dagohoy, Dumalagan, Gumabao, Lakandula, Liwanag, Mabini, Macaspac, Magdangal,
    Malaya, Masangkay, Nakpil, Palma, Panaligan, Sumulong, Tagle, Tanglao, Unabia, Villafuerte
    """
)

# Towns of Quezon, for birthplaces besides the registry's own municipality.
OTHER_TOWNS = _split(
    """
    Mulanay, Gumaca, Lopez, Unisan, General Luna, Macalelon, Pitogo, San Narciso, Lucena City, Tayabas
    """
)

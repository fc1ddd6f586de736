// First names people of each country commonly carry, per gender and, in countries with
// more than one language, per language. Plain data: bulk loaders may reuse it.
import type { Country, Gender, Locale } from '@amoretto/shared';

export type NameList = Readonly<Record<Gender, readonly string[]>>;

const ITALIAN: NameList = {
  female: [
    'Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Alessia', 'Valentina', 'Federica', 'Elisa', 'Silvia', 'Laura',
    'Elena', 'Anna', 'Sofia', 'Aurora', 'Giorgia', 'Alice', 'Beatrice', 'Camilla', 'Ilaria', 'Serena', 'Roberta', 'Paola',
    'Simona', 'Monica', 'Barbara', 'Cristina', 'Daniela', 'Stefania', 'Manuela', 'Claudia', 'Marta', 'Noemi', 'Arianna',
    'Greta', 'Ludovica', 'Veronica', 'Eleonora', 'Michela', 'Rossella', 'Antonella', 'Patrizia', 'Lucia', 'Gabriella',
  ],
  male: [
    'Marco', 'Luca', 'Andrea', 'Francesco', 'Alessandro', 'Matteo', 'Lorenzo', 'Davide', 'Simone', 'Federico', 'Riccardo',
    'Stefano', 'Giuseppe', 'Antonio', 'Giovanni', 'Paolo', 'Roberto', 'Fabio', 'Massimo', 'Daniele', 'Emanuele', 'Michele',
    'Nicola', 'Gabriele', 'Tommaso', 'Leonardo', 'Edoardo', 'Pietro', 'Filippo', 'Salvatore', 'Vincenzo', 'Claudio',
    'Maurizio', 'Gianluca', 'Alberto', 'Enrico', 'Diego', 'Mattia', 'Cristian', 'Giacomo', 'Raffaele', 'Sergio',
  ],
};

const SPANISH: NameList = {
  female: [
    'Lucía', 'María', 'Carmen', 'Laura', 'Marta', 'Paula', 'Ana', 'Sara', 'Elena', 'Cristina', 'Isabel', 'Raquel', 'Alba',
    'Claudia', 'Andrea', 'Irene', 'Nerea', 'Sofía', 'Julia', 'Patricia', 'Beatriz', 'Rocío', 'Silvia', 'Natalia', 'Nuria',
    'Pilar', 'Inés', 'Lorena', 'Marina', 'Sandra', 'Carla', 'Eva', 'Noelia', 'Mónica', 'Verónica', 'Alicia', 'Rosa',
    'Teresa', 'Ainhoa', 'Montse',
  ],
  male: [
    'Javier', 'Alejandro', 'David', 'Daniel', 'Pablo', 'Sergio', 'Carlos', 'Jorge', 'Álvaro', 'Adrián', 'Manuel', 'José',
    'Antonio', 'Francisco', 'Juan', 'Miguel', 'Rubén', 'Iván', 'Diego', 'Raúl', 'Víctor', 'Alberto', 'Fernando', 'Luis',
    'Óscar', 'Marcos', 'Hugo', 'Mario', 'Ignacio', 'Gonzalo', 'Rafael', 'Enrique', 'Jaime', 'Andrés', 'Iker', 'Unai',
    'Jordi', 'Pau', 'Guillermo', 'Samuel',
  ],
};

const FRENCH: NameList = {
  female: [
    'Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Sarah', 'Julie', 'Marie', 'Laura', 'Pauline', 'Mathilde', 'Clara',
    'Lucie', 'Anaïs', 'Océane', 'Élodie', 'Amandine', 'Aurélie', 'Céline', 'Sophie', 'Nathalie', 'Isabelle', 'Sandrine',
    'Stéphanie', 'Émilie', 'Charlotte', 'Juliette', 'Margaux', 'Louise', 'Zoé', 'Justine', 'Audrey', 'Caroline',
    'Virginie', 'Claire', 'Hélène', 'Agathe', 'Noémie', 'Valérie',
  ],
  male: [
    'Julien', 'Thomas', 'Nicolas', 'Maxime', 'Alexandre', 'Antoine', 'Kevin', 'Romain', 'Pierre', 'Guillaume', 'Hugo',
    'Lucas', 'Louis', 'Théo', 'Mathieu', 'Sébastien', 'Vincent', 'Florian', 'Benjamin', 'Jérôme', 'Laurent', 'Olivier',
    'Philippe', 'Christophe', 'Stéphane', 'Franck', 'Cédric', 'Damien', 'Arnaud', 'Quentin', 'Clément', 'Adrien',
    'Baptiste', 'Valentin', 'Jean', 'François', 'Éric', 'Yann', 'Loïc', 'Mehdi',
  ],
};

const GERMAN: NameList = {
  female: [
    'Lena', 'Anna', 'Laura', 'Julia', 'Lea', 'Sarah', 'Lisa', 'Katharina', 'Johanna', 'Hannah', 'Marie', 'Sophie', 'Jana',
    'Melanie', 'Sabine', 'Claudia', 'Andrea', 'Stefanie', 'Nicole', 'Sandra', 'Kerstin', 'Anja', 'Christina', 'Susanne',
    'Birgit', 'Petra', 'Franziska', 'Vanessa', 'Nina', 'Carolin', 'Theresa', 'Miriam', 'Jessica', 'Svenja', 'Annika',
    'Mareike', 'Nadine', 'Tanja', 'Ute', 'Heike',
  ],
  male: [
    'Jonas', 'Lukas', 'Felix', 'Leon', 'Maximilian', 'Paul', 'Tim', 'Jan', 'Niklas', 'Tobias', 'Florian', 'Sebastian',
    'Alexander', 'Philipp', 'Daniel', 'Michael', 'Thomas', 'Stefan', 'Andreas', 'Christian', 'Markus', 'Matthias',
    'Martin', 'Frank', 'Jürgen', 'Uwe', 'Dirk', 'Torsten', 'Sven', 'Moritz', 'Benedikt', 'Dominik', 'Fabian', 'Kai',
    'Jens', 'Björn', 'Oliver', 'Marcel', 'Dennis', 'Rainer',
  ],
};

const AUSTRIAN: NameList = {
  female: [
    'Anna', 'Katharina', 'Lena', 'Sophie', 'Julia', 'Magdalena', 'Theresa', 'Elisabeth', 'Johanna', 'Viktoria', 'Hannah',
    'Laura', 'Sarah', 'Christina', 'Verena', 'Barbara', 'Andrea', 'Sabine', 'Martina', 'Claudia', 'Birgit', 'Karin',
    'Manuela', 'Daniela', 'Bettina', 'Doris', 'Silvia', 'Nina', 'Marlene', 'Eva', 'Lisa', 'Stefanie', 'Carina',
    'Veronika', 'Kerstin', 'Tamara', 'Melanie', 'Romana',
  ],
  male: [
    'Lukas', 'Florian', 'David', 'Tobias', 'Simon', 'Jakob', 'Maximilian', 'Elias', 'Fabian', 'Paul', 'Alexander',
    'Michael', 'Thomas', 'Stefan', 'Andreas', 'Christian', 'Markus', 'Wolfgang', 'Gerhard', 'Franz', 'Josef', 'Johann',
    'Georg', 'Bernhard', 'Manfred', 'Herbert', 'Harald', 'Christoph', 'Matthias', 'Dominik', 'Philipp', 'Patrick',
    'Martin', 'Peter', 'Roland', 'Klaus', 'Reinhard', 'Hannes',
  ],
};

const SWISS_GERMAN: NameList = {
  female: [
    'Laura', 'Sarah', 'Nadine', 'Andrea', 'Corinne', 'Sandra', 'Monika', 'Barbara', 'Daniela', 'Manuela', 'Nicole',
    'Claudia', 'Ursula', 'Regula', 'Brigitte', 'Rahel', 'Seraina', 'Jasmin', 'Lea', 'Mia', 'Anna', 'Lara', 'Nina',
    'Selina', 'Alina', 'Jana', 'Michelle', 'Fabienne', 'Tamara', 'Martina', 'Cornelia', 'Denise', 'Simone', 'Franziska',
    'Karin', 'Esther', 'Ramona', 'Yvonne',
  ],
  male: [
    'Reto', 'Urs', 'Beat', 'Daniel', 'Thomas', 'Martin', 'Andreas', 'Marco', 'Stefan', 'Christian', 'Markus', 'Peter',
    'Hans', 'Ruedi', 'Adrian', 'Patrick', 'Lukas', 'Simon', 'Fabian', 'Nico', 'Luca', 'Noah', 'Jonas', 'Jan', 'Dominik',
    'Pascal', 'Roger', 'Roman', 'Remo', 'Sandro', 'Kevin', 'Michael', 'Philipp', 'Samuel', 'Matthias', 'Raphael',
    'Cyrill', 'Severin', 'Silvan',
  ],
};

const DUTCH: NameList = {
  female: [
    'Sanne', 'Lotte', 'Emma', 'Anouk', 'Fleur', 'Lisa', 'Eva', 'Iris', 'Femke', 'Sophie', 'Julia', 'Anne', 'Esther',
    'Marloes', 'Inge', 'Marieke', 'Saskia', 'Ilse', 'Janneke', 'Linda', 'Monique', 'Wendy', 'Petra', 'Mirjam', 'Karin',
    'Nicole', 'Sandra', 'Ellen', 'Bianca', 'Manon', 'Romy', 'Noa', 'Tess', 'Sara', 'Lieke', 'Maud', 'Kim', 'Nienke',
    'Roos', 'Floor',
  ],
  male: [
    'Daan', 'Sem', 'Lucas', 'Bram', 'Thijs', 'Jesse', 'Ruben', 'Tim', 'Niels', 'Bas', 'Jeroen', 'Martijn', 'Sander',
    'Joost', 'Wouter', 'Stefan', 'Mark', 'Pieter', 'Jan', 'Kees', 'Henk', 'Erik', 'Rob', 'Maarten', 'Arjen', 'Gerrit',
    'Dennis', 'Vincent', 'Koen', 'Rick', 'Jasper', 'Sven', 'Tom', 'Stijn', 'Job', 'Teun', 'Luuk', 'Milan', 'Floris',
    'Hidde',
  ],
};

const FLEMISH: NameList = {
  female: [
    'Lotte', 'Sara', 'Emma', 'Julie', 'Lien', 'Elien', 'Fien', 'Ine', 'Lore', 'Marie', 'Hanne', 'Eline', 'Charlotte',
    'Laura', 'Nele', 'Sofie', 'Tine', 'Katrien', 'Griet', 'An', 'Els', 'Veerle', 'Kristel', 'Inge', 'Sarah', 'Lisa',
    'Femke', 'Jolien', 'Silke', 'Anke', 'Liesbeth', 'Hilde', 'Leen', 'Ellen', 'Kaat', 'Nina', 'Amber', 'Britt', 'Margot',
    'Anouk',
  ],
  male: [
    'Wout', 'Jens', 'Seppe', 'Lars', 'Arne', 'Thomas', 'Pieter', 'Bart', 'Tom', 'Kris', 'Koen', 'Stijn', 'Joris', 'Wim',
    'Dirk', 'Geert', 'Steven', 'Jan', 'Peter', 'Filip', 'Bert', 'Sven', 'Maarten', 'Nick', 'Robbe', 'Ruben', 'Tibo',
    'Kobe', 'Jonas', 'Simon', 'Matthias', 'Jelle', 'Brecht', 'Lander', 'Gilles', 'Dries', 'Warre', 'Senne', 'Wannes',
    'Yannick',
  ],
};

const POLISH: NameList = {
  female: [
    'Zofia', 'Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Magdalena', 'Joanna',
    'Aleksandra', 'Monika', 'Natalia', 'Karolina', 'Paulina', 'Marta', 'Dorota', 'Beata', 'Justyna', 'Alicja', 'Weronika',
    'Julia', 'Wiktoria', 'Martyna', 'Patrycja', 'Kinga', 'Emilia', 'Oliwia', 'Gabriela', 'Dominika', 'Izabela', 'Sylwia',
    'Iwona', 'Renata', 'Agata', 'Klaudia', 'Kamila', 'Edyta', 'Urszula', 'Hanna',
  ],
  male: [
    'Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Jakub', 'Kamil', 'Łukasz', 'Mateusz', 'Adam', 'Marek',
    'Grzegorz', 'Andrzej', 'Jan', 'Wojciech', 'Maciej', 'Rafał', 'Dawid', 'Szymon', 'Bartosz', 'Przemysław', 'Sebastian',
    'Dariusz', 'Mariusz', 'Robert', 'Jarosław', 'Artur', 'Damian', 'Patryk', 'Filip', 'Kacper', 'Hubert', 'Igor',
    'Oskar', 'Wiktor', 'Jacek', 'Zbigniew', 'Leszek', 'Sławomir',
  ],
};

const BRITISH: NameList = {
  female: [
    'Emily', 'Olivia', 'Amelia', 'Jessica', 'Sophie', 'Charlotte', 'Hannah', 'Lucy', 'Emma', 'Chloe', 'Megan', 'Holly',
    'Lauren', 'Rebecca', 'Katie', 'Georgia', 'Bethany', 'Grace', 'Ellie', 'Abigail', 'Sarah', 'Rachel', 'Laura', 'Claire',
    'Gemma', 'Kirsty', 'Nicola', 'Victoria', 'Helen', 'Joanne', 'Amy', 'Zoe', 'Isla', 'Freya', 'Poppy', 'Harriet',
    'Imogen', 'Natalie', 'Alice', 'Fiona',
  ],
  male: [
    'Oliver', 'Harry', 'George', 'Jack', 'James', 'Thomas', 'William', 'Charlie', 'Daniel', 'Joshua', 'Samuel', 'Benjamin',
    'Matthew', 'Luke', 'Adam', 'Callum', 'Ryan', 'Jamie', 'Liam', 'Connor', 'Alfie', 'Archie', 'Alexander', 'Edward',
    'Henry', 'Joseph', 'David', 'Andrew', 'Mark', 'Paul', 'Richard', 'Stuart', 'Gareth', 'Craig', 'Neil', 'Simon',
    'Martin', 'Tom', 'Ben', 'Rhys',
  ],
};

const IRISH: NameList = {
  female: [
    'Aoife', 'Niamh', 'Siobhán', 'Ciara', 'Sinéad', 'Orla', 'Róisín', 'Caoimhe', 'Clodagh', 'Aisling', 'Saoirse', 'Gráinne',
    'Méabh', 'Éabha', 'Sorcha', 'Emer', 'Deirdre', 'Máire', 'Nuala', 'Bríd', 'Emma', 'Sarah', 'Katie', 'Rachel', 'Laura',
    'Amy', 'Chloe', 'Grace', 'Sophie', 'Lauren', 'Ellen', 'Fiona', 'Claire', 'Louise', 'Mary', 'Áine', 'Eimear',
    'Muireann',
  ],
  male: [
    'Seán', 'Ciarán', 'Conor', 'Cian', 'Darragh', 'Eoin', 'Oisín', 'Pádraig', 'Cathal', 'Ronan', 'Fionn', 'Tadhg', 'Donal',
    'Colm', 'Declan', 'Diarmuid', 'Eamon', 'Niall', 'Fergal', 'Kieran', 'Shane', 'Aidan', 'Liam', 'Jack', 'James',
    'Michael', 'John', 'Patrick', 'David', 'Brian', 'Kevin', 'Mark', 'Dylan', 'Adam', 'Barry', 'Gavin', 'Killian', 'Rory',
  ],
};

const AMERICAN: NameList = {
  female: [
    'Madison', 'Ashley', 'Jessica', 'Emily', 'Sarah', 'Hannah', 'Taylor', 'Brittany', 'Samantha', 'Lauren', 'Megan',
    'Amanda', 'Jennifer', 'Stephanie', 'Nicole', 'Rachel', 'Kayla', 'Alexis', 'Abigail', 'Olivia', 'Emma', 'Ava', 'Sophia',
    'Chloe', 'Brianna', 'Haley', 'Kaitlyn', 'Morgan', 'Courtney', 'Heather', 'Amber', 'Danielle', 'Melissa', 'Kimberly',
    'Tiffany', 'Crystal', 'Brooke', 'Savannah', 'Kelsey', 'Jenna',
  ],
  male: [
    'Michael', 'Christopher', 'Matthew', 'Joshua', 'Jacob', 'Andrew', 'Tyler', 'Ryan', 'Brandon', 'Justin', 'Austin',
    'Kyle', 'Zachary', 'Ethan', 'Jason', 'Nicholas', 'Daniel', 'David', 'James', 'John', 'Robert', 'William', 'Anthony',
    'Kevin', 'Brian', 'Eric', 'Aaron', 'Jordan', 'Cody', 'Dylan', 'Logan', 'Hunter', 'Mason', 'Jeremy', 'Travis', 'Derek',
    'Cameron', 'Sean', 'Nathan', 'Chase',
  ],
};

const HISPANIC_AMERICAN: NameList = {
  female: [
    'María', 'Guadalupe', 'Sofía', 'Valeria', 'Camila', 'Daniela', 'Gabriela', 'Alejandra', 'Ximena', 'Fernanda', 'Mariana',
    'Andrea', 'Paola', 'Karla', 'Yesenia', 'Adriana', 'Leticia', 'Verónica', 'Rosa', 'Lupita', 'Marisol', 'Araceli',
    'Brenda', 'Diana', 'Isabel', 'Lucía', 'Natalia', 'Viviana', 'Jimena', 'Paloma', 'Esperanza', 'Itzel', 'Yolanda',
    'Maribel', 'Lorena', 'Elena', 'Carolina', 'Claudia',
  ],
  male: [
    'José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Jesús', 'Alejandro', 'Francisco', 'Antonio', 'Eduardo',
    'Ricardo', 'Fernando', 'Javier', 'Manuel', 'Roberto', 'Mario', 'Héctor', 'Raúl', 'Sergio', 'Diego', 'Andrés',
    'Gerardo', 'Rafael', 'Arturo', 'Ramón', 'Alberto', 'Óscar', 'Emilio', 'Santiago', 'Mateo', 'Julio', 'Rubén', 'Iván',
    'Armando', 'Víctor', 'Ángel', 'Joaquín',
  ],
};

const CANADIAN: NameList = {
  female: [
    'Emma', 'Olivia', 'Sophie', 'Chloe', 'Emily', 'Hannah', 'Jessica', 'Sarah', 'Ashley', 'Megan', 'Brittany', 'Amanda',
    'Stephanie', 'Lauren', 'Rachel', 'Kayla', 'Taylor', 'Brooke', 'Paige', 'Madison', 'Avery', 'Abby', 'Jenna', 'Kaitlyn',
    'Erin', 'Kristen', 'Meghan', 'Nicole', 'Jennifer', 'Heather', 'Melissa', 'Danielle', 'Amy', 'Alyssa', 'Chelsea',
    'Courtney', 'Shannon', 'Mackenzie',
  ],
  male: [
    'Liam', 'Noah', 'Ethan', 'Lucas', 'Logan', 'Owen', 'Nathan', 'Ryan', 'Tyler', 'Matthew', 'Connor', 'Dylan', 'Jacob',
    'Brandon', 'Kyle', 'Justin', 'Cody', 'Evan', 'Andrew', 'Mark', 'Scott', 'Jason', 'Kevin', 'Jeff', 'Brett', 'Graham',
    'Colin', 'Cameron', 'Adam', 'Derek', 'Trevor', 'Spencer', 'Wyatt', 'Carter', 'Hunter', 'Jordan', 'Riley', 'Mitchell',
  ],
};

const QUEBECOIS: NameList = {
  female: [
    'Marie-Ève', 'Geneviève', 'Isabelle', 'Catherine', 'Mélanie', 'Julie', 'Stéphanie', 'Véronique', 'Annie', 'Karine',
    'Valérie', 'Marie-Pier', 'Audrey', 'Émilie', 'Camille', 'Léa', 'Rosalie', 'Florence', 'Jade', 'Maude', 'Myriam',
    'Sabrina', 'Josée', 'Chantal', 'Sylvie', 'Nathalie', 'Mélissa', 'Vanessa', 'Joannie', 'Andréanne', 'Maryse', 'Sophie',
    'Amélie', 'Laurence', 'Noémie', 'Élodie', 'Justine', 'Gabrielle',
  ],
  male: [
    'Jean-François', 'Mathieu', 'Maxime', 'Alexandre', 'Simon', 'Olivier', 'Philippe', 'Guillaume', 'Sébastien', 'Francis',
    'Marc-André', 'Jean-Philippe', 'Patrick', 'Martin', 'Éric', 'Stéphane', 'Luc', 'Pierre-Luc', 'Samuel', 'Gabriel',
    'Félix', 'William', 'Étienne', 'Vincent', 'Jérémie', 'Louis', 'Nicolas', 'Benoît', 'Dominic', 'Frédéric', 'Yannick',
    'Charles', 'Hugo', 'Antoine', 'Jonathan', 'Kevin', 'Raphaël', 'Zachary',
  ],
};

const AUSTRALIAN: NameList = {
  female: [
    'Chloe', 'Olivia', 'Charlotte', 'Mia', 'Isla', 'Ruby', 'Sophie', 'Emily', 'Jessica', 'Sarah', 'Hannah', 'Grace', 'Zoe',
    'Georgia', 'Ella', 'Matilda', 'Lily', 'Amelia', 'Jasmine', 'Brooke', 'Tahlia', 'Kirra', 'Shannon', 'Kylie', 'Tegan',
    'Jade', 'Rebecca', 'Melissa', 'Nicole', 'Michelle', 'Kate', 'Lauren', 'Amy', 'Kayla', 'Renee', 'Bianca', 'Sienna',
    'Madison',
  ],
  male: [
    'Jack', 'Noah', 'William', 'Oliver', 'Thomas', 'James', 'Lachlan', 'Cooper', 'Riley', 'Liam', 'Ethan', 'Joshua',
    'Mitchell', 'Nathan', 'Daniel', 'Matthew', 'Luke', 'Ben', 'Sam', 'Jake', 'Hayden', 'Brodie', 'Jayden', 'Kane', 'Dylan',
    'Blake', 'Corey', 'Harrison', 'Angus', 'Hamish', 'Bailey', 'Callum', 'Darcy', 'Fletcher', 'Lincoln', 'Xavier', 'Zac',
    'Tyson',
  ],
};

const NEW_ZEALAND: NameList = {
  female: [
    'Olivia', 'Charlotte', 'Isla', 'Amelia', 'Ruby', 'Sophie', 'Emma', 'Grace', 'Lily', 'Ella', 'Mia', 'Georgia', 'Hannah',
    'Holly', 'Jessica', 'Kate', 'Rebecca', 'Anna', 'Sarah', 'Rachel', 'Aroha', 'Mereana', 'Anahera', 'Kaia', 'Hine',
    'Manaia', 'Ngaio', 'Tui', 'Aria', 'Harper', 'Zoe', 'Brooke', 'Paige', 'Kayla', 'Tessa', 'Maddison', 'Stella', 'Sienna',
  ],
  male: [
    'Oliver', 'Jack', 'Noah', 'Leo', 'George', 'William', 'James', 'Lucas', 'Hunter', 'Liam', 'Thomas', 'Samuel',
    'Benjamin', 'Mason', 'Ethan', 'Caleb', 'Finn', 'Charlie', 'Hamish', 'Angus', 'Logan', 'Blake', 'Jayden', 'Nikau',
    'Tama', 'Wiremu', 'Rawiri', 'Tane', 'Kauri', 'Ari', 'Mikaere', 'Hemi', 'Tyler', 'Josh', 'Ryan', 'Sam', 'Te Ariki',
    'Manaia',
  ],
};

/**
 * Names per country and member language. Every language a country offers
 * (LOCALES_BY_COUNTRY) has a list; the same list object may serve several countries
 * (French speakers in Belgium and Switzerland carry the names of France).
 */
export const FIRST_NAMES: { readonly [C in Country]: Readonly<Partial<Record<Locale, NameList>>> } = {
  IT: { it: ITALIAN },
  ES: { es: SPANISH },
  FR: { fr: FRENCH },
  DE: { de: GERMAN },
  AT: { de: AUSTRIAN },
  CH: { de: SWISS_GERMAN, fr: FRENCH, it: ITALIAN, en: BRITISH },
  NL: { nl: DUTCH },
  BE: { nl: FLEMISH, fr: FRENCH, de: GERMAN },
  PL: { pl: POLISH },
  GB: { en: BRITISH },
  IE: { en: IRISH },
  US: { en: AMERICAN, es: HISPANIC_AMERICAN },
  CA: { en: CANADIAN, fr: QUEBECOIS },
  AU: { en: AUSTRALIAN },
  NZ: { en: NEW_ZEALAND },
};

export function firstNamesFor(country: Country, language: Locale, gender: Gender): readonly string[] {
  const lists = FIRST_NAMES[country];
  const list = lists[language] ?? Object.values(lists)[0]!;
  return list[gender];
}

// GeoNames administrative codes → our region codes (shared/src/regions.ts).
// A key is either a GeoNames admin1 code ("07") or "admin1.admin2" ("09.MI") where our
// regions sit one level below GeoNames' first level: Italian provinces, Spanish provinces,
// Belgian provinces, English ITL1 regions. The admin2 key is tried first, then admin1.
// Names in the comments are GeoNames' English ones, to make the table checkable by eye.
import type { Country } from '@amoretto/shared';

// A table kept in rows of one parent region each (Prettier would put each code on its own line).
// prettier-ignore
export const REGION_BY_ADMIN: Record<Country, Readonly<Record<string, string>>> = {
  NL: {
    '01': 'NL-DR', // Drenthe
    '02': 'NL-FR', // Friesland
    '03': 'NL-GE', // Gelderland
    '04': 'NL-GR', // Groningen
    '05': 'NL-LI', // Limburg
    '06': 'NL-NB', // North Brabant
    '07': 'NL-NH', // North Holland
    '09': 'NL-UT', // Utrecht
    '10': 'NL-ZE', // Zeeland
    '11': 'NL-ZH', // South Holland
    '15': 'NL-OV', // Overijssel
    '16': 'NL-FL', // Flevoland
  },
  // GeoNames admin1 is the three regions; the provinces are admin2 and carry ISO's suffixes.
  BE: {
    BRU: 'BE-BRU',
    'VLG.VAN': 'BE-VAN', 'VLG.VBR': 'BE-VBR', 'VLG.VLI': 'BE-VLI', 'VLG.VOV': 'BE-VOV', 'VLG.VWV': 'BE-VWV',
    'WAL.WBR': 'BE-WBR', 'WAL.WHT': 'BE-WHT', 'WAL.WLG': 'BE-WLG', 'WAL.WLX': 'BE-WLX', 'WAL.WNA': 'BE-WNA',
  },
  IE: { C: 'IE-C', L: 'IE-L', M: 'IE-M', U: 'IE-U' },
  // GeoNames admin1 is the 20 regions; admin2 is the province with its licence-plate code.
  IT: {
    '01.AQ': 'IT-AQ', '01.CH': 'IT-CH', '01.PE': 'IT-PE', '01.TE': 'IT-TE', // Abruzzo
    '02.MT': 'IT-MT', '02.PZ': 'IT-PZ', // Basilicata
    '03.CS': 'IT-CS', '03.CZ': 'IT-CZ', '03.KR': 'IT-KR', '03.RC': 'IT-RC', '03.VV': 'IT-VV', // Calabria
    '04.AV': 'IT-AV', '04.BN': 'IT-BN', '04.CE': 'IT-CE', '04.NA': 'IT-NA', '04.SA': 'IT-SA', // Campania
    // Emilia-Romagna
    '05.BO': 'IT-BO', '05.FC': 'IT-FC', '05.FE': 'IT-FE', '05.MO': 'IT-MO', '05.PC': 'IT-PC',
    '05.PR': 'IT-PR', '05.RA': 'IT-RA', '05.RE': 'IT-RE', '05.RN': 'IT-RN',
    '06.GO': 'IT-GO', '06.PN': 'IT-PN', '06.TS': 'IT-TS', '06.UD': 'IT-UD', // Friuli Venezia Giulia
    '07.FR': 'IT-FR', '07.LT': 'IT-LT', '07.RI': 'IT-RI', '07.RM': 'IT-RM', '07.VT': 'IT-VT', // Lazio
    '08.GE': 'IT-GE', '08.IM': 'IT-IM', '08.SP': 'IT-SP', '08.SV': 'IT-SV', // Liguria
    // Lombardy
    '09.BG': 'IT-BG', '09.BS': 'IT-BS', '09.CO': 'IT-CO', '09.CR': 'IT-CR', '09.LC': 'IT-LC', '09.LO': 'IT-LO',
    '09.MB': 'IT-MB', '09.MI': 'IT-MI', '09.MN': 'IT-MN', '09.PV': 'IT-PV', '09.SO': 'IT-SO', '09.VA': 'IT-VA',
    '10.AN': 'IT-AN', '10.AP': 'IT-AP', '10.FM': 'IT-FM', '10.MC': 'IT-MC', '10.PU': 'IT-PU', // Marche
    '11.CB': 'IT-CB', '11.IS': 'IT-IS', // Molise
    // Piedmont
    '12.AL': 'IT-AL', '12.AT': 'IT-AT', '12.BI': 'IT-BI', '12.CN': 'IT-CN',
    '12.NO': 'IT-NO', '12.TO': 'IT-TO', '12.VB': 'IT-VB', '12.VC': 'IT-VC',
    '13.BA': 'IT-BA', '13.BR': 'IT-BR', '13.BT': 'IT-BT', '13.FG': 'IT-FG', '13.LE': 'IT-LE', '13.TA': 'IT-TA', // Apulia
    '14.CA': 'IT-CA', '14.NU': 'IT-NU', '14.OR': 'IT-OR', '14.SS': 'IT-SS', '14.SU': 'IT-SU', // Sardinia
    // Sicily
    '15.AG': 'IT-AG', '15.CL': 'IT-CL', '15.CT': 'IT-CT', '15.EN': 'IT-EN', '15.ME': 'IT-ME',
    '15.PA': 'IT-PA', '15.RG': 'IT-RG', '15.SR': 'IT-SR', '15.TP': 'IT-TP',
    // Tuscany
    '16.AR': 'IT-AR', '16.FI': 'IT-FI', '16.GR': 'IT-GR', '16.LI': 'IT-LI', '16.LU': 'IT-LU',
    '16.MS': 'IT-MS', '16.PI': 'IT-PI', '16.PO': 'IT-PO', '16.PT': 'IT-PT', '16.SI': 'IT-SI',
    '17.BZ': 'IT-BZ', '17.TN': 'IT-TN', // Trentino-Alto Adige
    '18.PG': 'IT-PG', '18.TR': 'IT-TR', // Umbria
    '19': 'IT-AO', // Aosta Valley: one province, so the region alone decides
    // Veneto
    '20.BL': 'IT-BL', '20.PD': 'IT-PD', '20.RO': 'IT-RO', '20.TV': 'IT-TV',
    '20.VE': 'IT-VE', '20.VI': 'IT-VI', '20.VR': 'IT-VR',
  },
  // GeoNames admin1 is the autonomous community; single-province ones map as a whole.
  ES: {
    '07': 'ES-PM', // Balearic Islands
    '27': 'ES-LO', // La Rioja
    '29': 'ES-M', // Madrid
    '31': 'ES-MU', // Murcia
    '32': 'ES-NA', // Navarre
    '34': 'ES-O', // Asturias
    '39': 'ES-S', // Cantabria
    CE: 'ES-CE', // Ceuta
    ML: 'ES-ML', // Melilla
    // Andalusia
    '51.AL': 'ES-AL', '51.CA': 'ES-CA', '51.CO': 'ES-CO', '51.GR': 'ES-GR',
    '51.H': 'ES-H', '51.J': 'ES-J', '51.MA': 'ES-MA', '51.SE': 'ES-SE',
    '52.HU': 'ES-HU', '52.TE': 'ES-TE', '52.Z': 'ES-Z', // Aragon
    '53.GC': 'ES-GC', '53.TF': 'ES-TF', // Canary Islands
    '54.AB': 'ES-AB', '54.CR': 'ES-CR', '54.CU': 'ES-CU', '54.GU': 'ES-GU', '54.TO': 'ES-TO', // Castilla-La Mancha
    // Castilla y León
    '55.AV': 'ES-AV', '55.BU': 'ES-BU', '55.LE': 'ES-LE', '55.P': 'ES-P', '55.SA': 'ES-SA',
    '55.SG': 'ES-SG', '55.SO': 'ES-SO', '55.VA': 'ES-VA', '55.ZA': 'ES-ZA',
    '56.B': 'ES-B', '56.GI': 'ES-GI', '56.L': 'ES-L', '56.T': 'ES-T', // Catalonia
    '57.BA': 'ES-BA', '57.CC': 'ES-CC', // Extremadura
    '58.C': 'ES-C', '58.LU': 'ES-LU', '58.OR': 'ES-OR', '58.PO': 'ES-PO', // Galicia
    '59.BI': 'ES-BI', '59.SS': 'ES-SS', '59.VI': 'ES-VI', // Basque Country
    '60.A': 'ES-A', '60.CS': 'ES-CS', '60.V': 'ES-V', // Valencian Community
  },
  CA: {
    '01': 'CA-AB', '02': 'CA-BC', '03': 'CA-MB', '04': 'CA-NB', '05': 'CA-NL', '07': 'CA-NS', '08': 'CA-ON',
    '09': 'CA-PE', '10': 'CA-QC', '11': 'CA-SK', '12': 'CA-YT', '13': 'CA-NT', '14': 'CA-NU',
  },
  // The Chatham Islands (GeoNames admin1 "10") are deliberately no region of ours.
  NZ: {
    E7: 'NZ-AUK', E8: 'NZ-BOP', E9: 'NZ-CAN', F1: 'NZ-GIS', F2: 'NZ-HKB', F3: 'NZ-MWT', F4: 'NZ-MBH', F5: 'NZ-NSN',
    F6: 'NZ-NTL', F7: 'NZ-OTA', F8: 'NZ-STL', F9: 'NZ-TKI', G1: 'NZ-WKO', G2: 'NZ-WGN', G3: 'NZ-WTC', TAS: 'NZ-TAS',
  },
  // Scotland, Wales and Northern Ireland are GeoNames admin1 units; England is split into
  // its nine regions by county or unitary authority (GeoNames admin2 under "ENG"; the
  // dataset predates the 2021 split of Northamptonshire, J1). Akrotiri (admin1 "05", a
  // sovereign base area on Cyprus) has no region.
  GB: {
    SCT: 'GB-SCT',
    WLS: 'GB-WLS',
    NIR: 'GB-NIR',
    'ENG.GLA': 'GB-LDN', // Greater London
    // North East
    'ENG.D1': 'GB-NE', 'ENG.D8': 'GB-NE', 'ENG.E5': 'GB-NE', 'ENG.F5': 'GB-NE', 'ENG.I5': 'GB-NE', 'ENG.I7': 'GB-NE',
    'ENG.J5': 'GB-NE', 'ENG.J6': 'GB-NE', 'ENG.K9': 'GB-NE', 'ENG.M7': 'GB-NE', 'ENG.N3': 'GB-NE', 'ENG.N6': 'GB-NE',
    // North West
    'ENG.A8': 'GB-NW', 'ENG.A9': 'GB-NW', 'ENG.B1': 'GB-NW', 'ENG.C1': 'GB-NW', 'ENG.C9': 'GB-NW', 'ENG.E9': 'GB-NW',
    'ENG.G9': 'GB-NW', 'ENG.H2': 'GB-NW', 'ENG.H8': 'GB-NW', 'ENG.I2': 'GB-NW', 'ENG.K1': 'GB-NW', 'ENG.L2': 'GB-NW',
    'ENG.L5': 'GB-NW', 'ENG.L8': 'GB-NW', 'ENG.N1': 'GB-NW', 'ENG.N2': 'GB-NW', 'ENG.O1': 'GB-NW', 'ENG.O6': 'GB-NW',
    'ENG.P2': 'GB-NW', 'ENG.P7': 'GB-NW', 'ENG.Q1': 'GB-NW', 'ENG.Z7': 'GB-NW', 'ENG.Z8': 'GB-NW',
    // Yorkshire and the Humber
    'ENG.A3': 'GB-YH', 'ENG.B4': 'GB-YH', 'ENG.C2': 'GB-YH', 'ENG.D5': 'GB-YH', 'ENG.E1': 'GB-YH', 'ENG.G6': 'GB-YH',
    'ENG.G8': 'GB-YH', 'ENG.H3': 'GB-YH', 'ENG.J2': 'GB-YH', 'ENG.J3': 'GB-YH', 'ENG.J7': 'GB-YH', 'ENG.L3': 'GB-YH',
    'ENG.L9': 'GB-YH', 'ENG.O7': 'GB-YH', 'ENG.Q5': 'GB-YH',
    // East Midlands
    'ENG.D2': 'GB-EM', 'ENG.D3': 'GB-EM', 'ENG.H4': 'GB-EM', 'ENG.H5': 'GB-EM', 'ENG.H7': 'GB-EM', 'ENG.J8': 'GB-EM',
    'ENG.J9': 'GB-EM', 'ENG.L4': 'GB-EM', 'ENG.J1': 'GB-EM',
    // West Midlands
    'ENG.A7': 'GB-WM', 'ENG.C7': 'GB-WM', 'ENG.D7': 'GB-WM', 'ENG.F7': 'GB-WM', 'ENG.L6': 'GB-WM', 'ENG.L7': 'GB-WM',
    'ENG.M2': 'GB-WM', 'ENG.M9': 'GB-WM', 'ENG.N4': 'GB-WM', 'ENG.O2': 'GB-WM', 'ENG.O8': 'GB-WM', 'ENG.P3': 'GB-WM',
    'ENG.Q3': 'GB-WM', 'ENG.Q4': 'GB-WM',
    // East of England
    'ENG.C3': 'GB-EE', 'ENG.E4': 'GB-EE', 'ENG.F8': 'GB-EE', 'ENG.I1': 'GB-EE', 'ENG.I9': 'GB-EE', 'ENG.K3': 'GB-EE',
    'ENG.M5': 'GB-EE', 'ENG.N5': 'GB-EE', 'ENG.O3': 'GB-EE', 'ENG.Z5': 'GB-EE', 'ENG.Z6': 'GB-EE',
    // South East
    'ENG.B3': 'GB-SE', 'ENG.B6': 'GB-SE', 'ENG.B9': 'GB-SE', 'ENG.E2': 'GB-SE', 'ENG.F2': 'GB-SE', 'ENG.G2': 'GB-SE',
    'ENG.G5': 'GB-SE', 'ENG.I3': 'GB-SE', 'ENG.I6': 'GB-SE', 'ENG.K2': 'GB-SE', 'ENG.K6': 'GB-SE', 'ENG.K7': 'GB-SE',
    'ENG.M1': 'GB-SE', 'ENG.M4': 'GB-SE', 'ENG.N7': 'GB-SE', 'ENG.P4': 'GB-SE', 'ENG.P6': 'GB-SE', 'ENG.P9': 'GB-SE',
    'ENG.Q2': 'GB-SE',
    // South West
    'ENG.A4': 'GB-SW', 'ENG.AA': 'GB-SW', 'ENG.B7': 'GB-SW', 'ENG.C6': 'GB-SW', 'ENG.D4': 'GB-SW', 'ENG.D6': 'GB-SW',
    'ENG.E6': 'GB-SW', 'ENG.J4': 'GB-SW', 'ENG.K4': 'GB-SW', 'ENG.M3': 'GB-SW', 'ENG.M6': 'GB-SW', 'ENG.N9': 'GB-SW',
    'ENG.O4': 'GB-SW', 'ENG.P8': 'GB-SW', 'ENG.Z9': 'GB-SW',
  },
  // GeoNames admin1 is the region since the 2016 reform (INSEE region numbers).
  FR: {
    '11': 'FR-IDF', // Île-de-France
    '24': 'FR-CVL', // Centre-Val de Loire
    '27': 'FR-BFC', // Bourgogne-Franche-Comté
    '28': 'FR-NOR', // Normandy
    '32': 'FR-HDF', // Hauts-de-France
    '44': 'FR-GES', // Grand Est
    '52': 'FR-PDL', // Pays de la Loire
    '53': 'FR-BRE', // Brittany
    '75': 'FR-NAQ', // Nouvelle-Aquitaine
    '76': 'FR-OCC', // Occitanie
    '84': 'FR-ARA', // Auvergne-Rhône-Alpes
    '93': 'FR-PAC', // Provence-Alpes-Côte d'Azur
    '94': 'FR-20R', // Corsica
  },
  DE: {
    '01': 'DE-BW', '02': 'DE-BY', '03': 'DE-HB', '04': 'DE-HH', '05': 'DE-HE', '06': 'DE-NI', '07': 'DE-NW', '08': 'DE-RP',
    '09': 'DE-SL', '10': 'DE-SH', '11': 'DE-BB', '12': 'DE-MV', '13': 'DE-SN', '14': 'DE-ST', '15': 'DE-TH', '16': 'DE-BE',
  },
  AT: {
    '01': 'AT-1', '02': 'AT-2', '03': 'AT-3', '04': 'AT-4', '05': 'AT-5', '06': 'AT-6', '07': 'AT-7', '08': 'AT-8', '09': 'AT-9',
  },
  // GeoNames uses the USPS state codes, which are ISO's suffixes.
  US: Object.fromEntries(
    ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
      'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
      'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'].map((state) => [state, `US-${state}`]),
  ),
  AU: {
    '01': 'AU-ACT', '02': 'AU-NSW', '03': 'AU-NT', '04': 'AU-QLD', '05': 'AU-SA', '06': 'AU-TAS', '07': 'AU-VIC', '08': 'AU-WA',
  },
  // GeoNames uses the canton abbreviations, which are ISO's suffixes.
  CH: Object.fromEntries(
    ['AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ',
      'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH'].map((canton) => [canton, `CH-${canton}`]),
  ),
  PL: {
    '72': 'PL-02', // Lower Silesia
    '73': 'PL-04', // Kuyavia-Pomerania
    '74': 'PL-10', // Łódź
    '75': 'PL-06', // Lublin
    '76': 'PL-08', // Lubusz
    '77': 'PL-12', // Lesser Poland
    '78': 'PL-14', // Masovia
    '79': 'PL-16', // Opole
    '80': 'PL-18', // Subcarpathia
    '81': 'PL-20', // Podlasie
    '82': 'PL-22', // Pomerania
    '83': 'PL-24', // Silesia
    '84': 'PL-26', // Świętokrzyskie
    '85': 'PL-28', // Warmia-Masuria
    '86': 'PL-30', // Greater Poland
    '87': 'PL-32', // West Pomerania
  },
};

/**
 * France's overseas regions are countries of their own in GeoNames; for us they are French
 * regions. Keyed by the GeoNames country code.
 */
export const OVERSEAS_REGIONS: Readonly<Record<string, { country: Country; region: string }>> = {
  GP: { country: 'FR', region: 'FR-971' },
  MQ: { country: 'FR', region: 'FR-972' },
  GF: { country: 'FR', region: 'FR-973' },
  RE: { country: 'FR', region: 'FR-974' },
  YT: { country: 'FR', region: 'FR-976' },
};

/** Our region for a place with these GeoNames codes, or null when there is none. */
export function regionFor(country: Country, admin1: string, admin2: string): string | null {
  const table = REGION_BY_ADMIN[country];
  const lookup = (key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);
  return (admin2 ? lookup(`${admin1}.${admin2}`) : undefined) ?? lookup(admin1) ?? null;
}

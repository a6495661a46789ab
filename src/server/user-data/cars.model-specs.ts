/**
 * What each model of the car model list (reference-lists.ts CAR_BRANDS) fills in the car form when
 * picked by model-code search (product.searchModelCode): body type (carType2), fuel (carType3), engine
 * size in cc (motorSize, 0 for electric) and seats (carSize). Typical Macao/Hong Kong market versions.
 * SAMPLE DATA for the reference gateway; keyed by brand code and model name as in CAR_BRANDS.
 */

export type BodyType = 'SALOON' | 'HATCHBACK' | 'SUV' | 'MPV' | 'COUPE' | 'CONVERTIBLE' | 'WAGON';
export type FuelType = 'PETROL' | 'DIESEL' | 'HYBRID' | 'ELECTRIC';

/** [bodyType, fuelType, engineSize cc, seats]. */
export type ModelSpec = readonly [BodyType, FuelType, number, number];

export const CAR_MODEL_SPECS: Readonly<Record<string, Readonly<Record<string, ModelSpec>>>> = {
  TOYOTA: {
    Alphard: ['MPV', 'HYBRID', 2487, 7], Vellfire: ['MPV', 'HYBRID', 2487, 7], Noah: ['MPV', 'HYBRID', 1797, 7],
    Voxy: ['MPV', 'HYBRID', 1797, 7], Sienta: ['MPV', 'HYBRID', 1490, 7], 'Corolla Cross': ['SUV', 'HYBRID', 1798, 5],
    'C-HR': ['SUV', 'HYBRID', 1798, 5], Camry: ['SALOON', 'HYBRID', 2487, 5], Prius: ['HATCHBACK', 'HYBRID', 1986, 5],
    RAV4: ['SUV', 'HYBRID', 2487, 5], Crown: ['SALOON', 'HYBRID', 2487, 5],
  },
  LEXUS: {
    UX: ['SUV', 'HYBRID', 1987, 5], NX: ['SUV', 'HYBRID', 2487, 5], RX: ['SUV', 'HYBRID', 2487, 5],
    ES: ['SALOON', 'HYBRID', 2487, 5], LM: ['MPV', 'HYBRID', 2393, 7],
  },
  HONDA: {
    Fit: ['HATCHBACK', 'PETROL', 1496, 5], Vezel: ['SUV', 'HYBRID', 1496, 5], 'CR-V': ['SUV', 'PETROL', 1498, 5],
    Freed: ['MPV', 'HYBRID', 1496, 6], Odyssey: ['MPV', 'HYBRID', 1993, 7], Stepwgn: ['MPV', 'HYBRID', 1993, 7],
    Civic: ['SALOON', 'PETROL', 1498, 5],
  },
  NISSAN: {
    Note: ['HATCHBACK', 'HYBRID', 1198, 5], Serena: ['MPV', 'HYBRID', 1433, 7], 'X-Trail': ['SUV', 'HYBRID', 1497, 5],
    Kicks: ['SUV', 'PETROL', 1598, 5], Leaf: ['HATCHBACK', 'ELECTRIC', 0, 5],
  },
  MAZDA: {
    Mazda2: ['HATCHBACK', 'PETROL', 1496, 5], Mazda3: ['HATCHBACK', 'PETROL', 1998, 5], 'CX-3': ['SUV', 'PETROL', 1998, 5],
    'CX-30': ['SUV', 'PETROL', 1998, 5], 'CX-5': ['SUV', 'PETROL', 2488, 5],
  },
  MITSUBISHI: { Outlander: ['SUV', 'PETROL', 2488, 7], 'Eclipse Cross': ['SUV', 'PETROL', 1499, 5], ASX: ['SUV', 'PETROL', 1998, 5] },
  SUBARU: { Forester: ['SUV', 'PETROL', 1995, 5], XV: ['SUV', 'PETROL', 1995, 5], Outback: ['WAGON', 'PETROL', 2498, 5] },
  MERCEDES_BENZ: {
    'A-Class': ['HATCHBACK', 'PETROL', 1332, 5], 'C-Class': ['SALOON', 'PETROL', 1496, 5], 'E-Class': ['SALOON', 'PETROL', 1999, 5],
    'S-Class': ['SALOON', 'PETROL', 2999, 5], GLA: ['SUV', 'PETROL', 1332, 5], GLC: ['SUV', 'PETROL', 1999, 5],
    GLE: ['SUV', 'PETROL', 2999, 5], EQA: ['SUV', 'ELECTRIC', 0, 5],
  },
  BMW: {
    '1 Series': ['HATCHBACK', 'PETROL', 1499, 5], '3 Series': ['SALOON', 'PETROL', 1998, 5], '5 Series': ['SALOON', 'PETROL', 1998, 5],
    X1: ['SUV', 'PETROL', 1499, 5], X3: ['SUV', 'PETROL', 1998, 5], X5: ['SUV', 'PETROL', 2998, 5], iX3: ['SUV', 'ELECTRIC', 0, 5],
  },
  AUDI: {
    A3: ['HATCHBACK', 'PETROL', 1395, 5], A4: ['SALOON', 'PETROL', 1984, 5], A6: ['SALOON', 'PETROL', 1984, 5],
    Q3: ['SUV', 'PETROL', 1395, 5], Q5: ['SUV', 'PETROL', 1984, 5],
  },
  VOLKSWAGEN: { Polo: ['HATCHBACK', 'PETROL', 999, 5], Golf: ['HATCHBACK', 'PETROL', 1395, 5], Tiguan: ['SUV', 'PETROL', 1984, 5], 'ID.4': ['SUV', 'ELECTRIC', 0, 5] },
  PORSCHE: { Macan: ['SUV', 'PETROL', 1984, 5], Cayenne: ['SUV', 'PETROL', 2995, 5], 911: ['COUPE', 'PETROL', 2981, 4], Taycan: ['SALOON', 'ELECTRIC', 0, 4] },
  MINI: { Cooper: ['HATCHBACK', 'PETROL', 1499, 4], Countryman: ['SUV', 'PETROL', 1499, 5] },
  VOLVO: { XC40: ['SUV', 'PETROL', 1969, 5], XC60: ['SUV', 'HYBRID', 1969, 5], XC90: ['SUV', 'HYBRID', 1969, 7] },
  TESLA: { 'Model 3': ['SALOON', 'ELECTRIC', 0, 5], 'Model Y': ['SUV', 'ELECTRIC', 0, 5], 'Model S': ['SALOON', 'ELECTRIC', 0, 5], 'Model X': ['SUV', 'ELECTRIC', 0, 7] },
  BYD: { 'Atto 3': ['SUV', 'ELECTRIC', 0, 5], Dolphin: ['HATCHBACK', 'ELECTRIC', 0, 5], Seal: ['SALOON', 'ELECTRIC', 0, 5], Han: ['SALOON', 'ELECTRIC', 0, 5] },
  HYUNDAI: { Kona: ['SUV', 'PETROL', 1999, 5], Tucson: ['SUV', 'PETROL', 1999, 5], 'Ioniq 5': ['SUV', 'ELECTRIC', 0, 5] },
  KIA: { Sportage: ['SUV', 'PETROL', 1999, 5], Niro: ['SUV', 'HYBRID', 1580, 5], EV6: ['SUV', 'ELECTRIC', 0, 5] },
};

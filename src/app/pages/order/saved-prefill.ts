/**
 * The one mapping from what a signed-in user keeps on file (user.selectRelativeAndSelf, user.carList) onto
 * the shapes of the order forms' shared parts: the shared person (with the phone and the relation a holder
 * or an insured person adds) and the shared car; and the paid order a new one adds to. The engine's prefill then takes the fields a block has.
 */
import type { EndpointData } from '../../../contract/index.js';
import type { Relative, SelfPerson, UserCar } from '../../../contract/rows/user-data.js';
import type { Translate } from '../../../ui/index.js';

/** Someone or something a block can be filled from, as the chooser offers it. */
export interface SavedChoice {
  key: string;
  /** The choice's label in the language in use. */
  label(t: Translate): string;
  /** The saved values in the shared part's shape: null for a field known to be blank, absent for one never recorded. */
  values: Record<string, unknown>;
}

/** What the order can be filled from; null while loading or when the calls failed. */
export interface SavedPrefill {
  /** The user as a person (the holder's profile): may hold no more than the phone signed in with. */
  self: Record<string, unknown>;
  /** Myself first (when the profile names the user), then each saved relative. */
  people: SavedChoice[];
  cars: SavedChoice[];
  /** The answers of the paid order this one adds to (`?extending=`): its car and holder come first. Empty otherwise. */
  earlier: Record<string, unknown>;
}

/** The same record without absent, null or empty values: what is known, and nothing more. */
function present(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * Every field of the shared person, null where nothing is on file (so choosing this person clears what a
 * previous choice filled there), with the relation and the phone when known.
 */
function personOf(person: SelfPerson | Relative): Record<string, unknown> {
  const { englishName, chineseName, portugueseName, gender, dob, identifyNo, relation, mobilePhoneNo } = person;
  return { englishName, chineseName: chineseName ?? null, portugueseName: portugueseName ?? null, gender: gender ?? null, dob: dob ?? null, identifyNo: identifyNo ?? null, ...present({ relation, mobilePhoneNo }) };
}

function selfChoice(self: SelfPerson): SavedChoice[] {
  // Without real-name details the profile holds only the phone: nothing to insure "myself" with.
  if (!self.authenticated || !self.englishName) return [];
  const name = self.chineseName || self.englishName;
  return [{ key: 'self', label: (t) => t('prefill.myself', { name }), values: personOf(self) }];
}

function relativeChoice(relative: Relative): SavedChoice {
  return {
    key: `relative-${relative.relativeId}`,
    label: (t) => t('prefill.relative', { name: relative.chineseName || relative.englishName, relation: t(`dict.relation.${relative.relation}`) }),
    values: personOf(relative),
  };
}

function carChoice(car: UserCar): SavedChoice {
  const { carId: _id, brandName, modelName, createdAt: _created, updatedAt: _updated, ...fields } = car;
  return { key: `car-${car.carId}`, label: (t) => t('prefill.car', { plate: car.carCode, brand: brandName, model: modelName }), values: fields };
}

/** The choices of a user's saved people and cars (cars empty when not asked for), and the answers of the order extended. */
export function savedPrefillOf(people: EndpointData['user.selectRelativeAndSelf'], cars: UserCar[], earlier: Record<string, unknown> = {}): SavedPrefill {
  return {
    earlier,
    // The holder also takes the profile's address; an insured person has none to take.
    self: { ...personOf(people.self), ...present({ address: people.self.address }) },
    people: [...selfChoice(people.self), ...people.relatives.map(relativeChoice)],
    cars: cars.map(carChoice),
  };
}

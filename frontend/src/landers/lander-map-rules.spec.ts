import type { MemberCard } from '@amoretto/shared';
import { cityPins } from './lander-map-rules';

const card = (id: number, city: string | null): MemberCard => ({
  id,
  name: `M${id}`,
  age: 30,
  city,
  country: 'IT',
  region: null,
  main_image: null,
  fictional: false,
});

describe('cityPins', () => {
  it('groups members by city, the most populated first and ties by name', () => {
    const pins = cityPins([card(1, 'Roma'), card(2, 'Milano'), card(3, 'Roma'), card(4, 'Bari'), card(5, ' Milano ')]);
    expect(pins.map((pin) => [pin.city, pin.members.map((m) => m.id)])).toEqual([
      ['Milano', [2, 5]],
      ['Roma', [1, 3]],
      ['Bari', [4]],
    ]);
  });

  it('leaves out members without a city and cities beyond the room', () => {
    expect(cityPins([card(1, null), card(2, ''), card(3, 'Roma')])).toEqual([{ city: 'Roma', members: [card(3, 'Roma')] }]);
    expect(cityPins([card(1, 'A'), card(2, 'B'), card(3, 'C')], 2).map((pin) => pin.city)).toEqual(['A', 'B']);
  });
});

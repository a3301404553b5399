import { describe, expect, it } from 'vitest';
import { closestNames, editDistance, knownName, nameList } from './known-names';

const ATTRACTIONS = ['Thunder Falls', 'Sky Wheel', 'Sunset Wheel', 'Comet Run'];

describe('known names', () => {
  it('answers the catalog’s spelling of a name typed in any case, and null for none', () => {
    expect(knownName('--attraction', 'attraction', '  thunder   FALLS ', ATTRACTIONS)).toBe(
      'Thunder Falls',
    );
    expect(knownName('--attraction', 'attraction', null, ATTRACTIONS)).toBeNull();
  });

  it('refuses a misspelt name with the closest ones, or else every name', () => {
    const refusal = (typed: string, names = ATTRACTIONS) => {
      try {
        knownName('--attraction', 'attraction', typed, names);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('Thunder Fals')).toBe(
      '--attraction: the park has no attraction named "Thunder Fals"; did you mean "Thunder Falls"?',
    );
    expect(refusal('wheel')).toBe(
      '--attraction: the park has no attraction named "wheel"; did you mean "Sky Wheel" or "Sunset Wheel"?',
    );
    expect(refusal('Space Mountain')).toBe(
      '--attraction: the park has no attraction named "Space Mountain"; the attractions are "Comet Run", "Sky Wheel", "Sunset Wheel" or "Thunder Falls"',
    );
    expect(refusal('Comet Run', [])).toBe(
      '--attraction: the park has no attraction named "Comet Run" (it has no attractions)',
    );
  });

  it('measures typing slips', () => {
    expect(editDistance('chef’s table', "chef's table")).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closestNames('Comet Rnu', ATTRACTIONS)).toEqual(['Comet Run']);
    expect(closestNames('Roller', ATTRACTIONS)).toEqual([]);
    expect(nameList(['A'])).toBe('"A"');
    expect(nameList(['A', 'B', 'C'])).toBe('"A", "B" or "C"');
  });
});

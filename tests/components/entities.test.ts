import { describe, expect, it } from 'vitest';
import { contactFields } from '../../core/components/entities/contactForm';
import { COUNTRIES, POSTAL_CODE_PATTERNS } from '../../core/components/entities/countries';
import { validateForm } from '../../core/components/entities/formDefinition';
import { pageLinkQuery, visibleRange } from '../../core/components/entities/pageLink';

const contact = { fields: [{ key: 'title', label: 'title', type: 'text' as const, required: true, maxLength: 255 }, ...contactFields] };

describe('pageLinkQuery', () => {
  it('builds the paging query with trimmed search and sort', () => {
    expect(pageLinkQuery({ pageSize: 25, page: 2, textSearch: '  acme ', sortProperty: 'title', sortOrder: 'DESC' }))
      .toBe('pageSize=25&page=2&textSearch=acme&sortProperty=title&sortOrder=DESC');
    expect(pageLinkQuery({ pageSize: 10, page: 0, textSearch: ' ' }, { type: 'thermostat', empty: '' }))
      .toBe('pageSize=10&page=0&type=thermostat');
  });
});

describe('visibleRange', () => {
  it('renders only the rows in view plus overscan', () => {
    expect(visibleRange(0, 480, 48, 10_000, 2)).toEqual({ first: 0, last: 12, offsetTop: 0, totalHeight: 480_000 });
    expect(visibleRange(48_000, 480, 48, 10_000, 2)).toEqual({ first: 998, last: 1012, offsetTop: 47_904, totalHeight: 480_000 });
    expect(visibleRange(479_900, 480, 48, 10_000, 2).last).toBe(10_000);
  });
});

describe('contact form validation (seed 001 section 5)', () => {
  it('requires the title and accepts an empty contact', () => {
    expect(validateForm(contact, {})).toEqual({ title: 'form.required' });
    expect(validateForm(contact, { title: 'Acme' })).toEqual({});
  });

  it('gives the max-length errors for city, state and phone, and the email format error', () => {
    const long = 'x'.repeat(256);
    expect(validateForm(contact, { title: 'A', city: long, state: long, phone: long, email: 'nope' })).toEqual({
      city: 'contact.city-max-length', state: 'contact.state-max-length', phone: 'contact.phone-max-length',
      email: 'user.invalid-email-format',
    });
  });

  it('checks the postal code against the selected country only', () => {
    const cases: [string, string, string][] = [
      ['United States', '94105', '9410'], ['United States', '94105-1234', 'ABCDE'], ['Germany', '10115', '1011'],
      ['United Kingdom', 'SW1A 1AA', '12345'], ['Canada', 'K1A 0B1', 'D1A 0B1'], ['Netherlands', '1012 AB', '1012'],
      ['Japan', '100-0001', '1000001'], ['Poland', '00-950', '00950'], ['Sweden', '114 55', '1145'],
      ['Brazil', '01310-100', '0131'], ['Spain', '28013', '99013'], ['Luxembourg', 'L-1234', '123'],
      ['Faroe Islands', '100', '1000'], ['Australia', '2000', '200'], ['Austria', '1010', '101'],
      ['Belgium', '1000', 'B1000'], ['Denmark', '8000', '80000'], ['Hungary', '1051', '10510'], ['Italy', '00184', '0018'],
    ];
    for (const [country, good, bad] of cases) {
      expect(validateForm(contact, { title: 'A', country, zip: good }), `${country} ${good}`).toEqual({});
      expect(validateForm(contact, { title: 'A', country, zip: bad }), `${country} ${bad}`).toEqual({ zip: 'contact.postal-code-invalid' });
    }
    expect(validateForm(contact, { title: 'A', country: 'France', zip: 'anything' })).toEqual({});
  });

  it('covers the 18 countries with patterns and about 250 countries in the list', () => {
    expect(Object.keys(POSTAL_CODE_PATTERNS)).toHaveLength(18);
    for (const country of Object.keys(POSTAL_CODE_PATTERNS)) expect(COUNTRIES).toContain(country);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });
});

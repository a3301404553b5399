import { describe, expect, it } from 'vitest';
import { availabilityOf } from '../capacity/capacity';
import { contactProblem, selectionProblem } from '../orders/checkout-rules';
import {
  isContactPhone,
  isEmail,
  isUsStateCode,
  isZipcode,
  personNameProblem,
} from '../shared/field-rules';
import {
  aContact,
  aDay,
  aManager,
  anAdmission,
  aNewEmployee,
  aNewOrder,
  aNewVisitor,
  anEmployee,
  anOrder,
  aStaff,
  aVisitor,
  BUILDER_DAY,
} from './builders';

describe('test data builders', () => {
  it('make records valid by the field rules', () => {
    const contact = aContact();
    expect(isEmail(contact.email)).toBe(true);
    expect(isContactPhone(contact.phone)).toBe(true);
    expect(isUsStateCode(contact.state)).toBe(true);
    expect(isZipcode(contact.zipcode)).toBe(true);
    for (const person of [aVisitor(), aNewVisitor()]) {
      expect(isEmail(person.email)).toBe(true);
      expect(personNameProblem(person.fullname)).toBeNull();
    }
    for (const employee of [anEmployee(), aManager(), aStaff(), aNewEmployee()]) {
      expect(isEmail(employee.email)).toBe(true);
      expect(personNameProblem(employee.name)).toBeNull();
    }
    expect(contactProblem(contact)).toBeNull();
    expect(selectionProblem(anOrder(), anOrder().visitDate!)).toBeNull();
  });

  it('count ids and emails up, so two records never share one', () => {
    const [a, b] = [aVisitor(), aVisitor()];
    expect(b.id).toBeGreaterThan(a.id);
    expect(b.email).not.toBe(a.email);
    const [x, y] = [anAdmission(), anAdmission()];
    expect(new Set([x.id, y.id, x.ref, y.ref]).size).toBe(4);
  });

  it('take overrides; named tickets replace the default ones (other kinds 0)', () => {
    expect(aVisitor({ fullname: 'Bo', email: 'bo@example.com' })).toMatchObject({
      fullname: 'Bo',
      email: 'bo@example.com',
    });
    expect(aManager().role).toBe('Manager');
    expect(aStaff().role).toBe('Staff');
    expect(anOrder().tickets).toEqual({ standard: 2, express: 0, child: 1 });
    expect(anOrder({ tickets: { express: 3 } }).tickets).toEqual({
      standard: 0,
      express: 3,
      child: 0,
    });
    expect(anOrder({ visitDate: '2026-07-04' }).visitDate).toBe('2026-07-04');
    expect(aContact({ state: 'CA' })).toMatchObject({ state: 'CA', city: 'Austin' });
  });

  it('price a new order as the checkout does', () => {
    const order = aNewOrder({ tickets: { standard: 1, express: 1 } });
    expect(order.priced.tickets.map((t) => [t.ticketType, t.quantity])).toEqual([
      ['standard', 1],
      ['express', 1],
    ]);
    expect(order.priced.total).toBe(order.priced.subtotal + order.priced.tax);
  });

  it('make days open by default, and closed or nearly full on demand', () => {
    expect(availabilityOf(aDay()).status).toBe('open');
    expect(availabilityOf(aDay({ closed: true })).status).toBe('closed');
    expect(availabilityOf(aDay({ capacity: 10, sold: 9 }))).toMatchObject({
      remaining: 1,
      status: 'few',
    });
    const used = { day: BUILDER_DAY, at: new Date(0), gate: null };
    expect(anAdmission({ lastCheckIn: used }).lastCheckIn).toEqual(used);
  });
});

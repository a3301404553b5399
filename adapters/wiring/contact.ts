import { ContainerModule } from 'inversify';
import { ListContactForms } from '../../core/contact/list-contact-forms';
import { SubmitContactForm } from '../../core/contact/submit-contact-form';
import { KnexContactFormRepository } from '../persistence/index';
import { CONTACT_TOKENS as T } from './contact-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { ORDERS_TOKENS } from './orders-tokens';
import { singletons } from './token';

const { Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Contact Us: a visitor sends the form; the manager lists what was sent. */
export const contactModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.ContactFormRepository, [Database], (d) => new KnexContactFormRepository(d.knex));
  // use cases
  singleton(
    T.SubmitContactForm,
    [T.ContactFormRepository, Clock, ORDERS_TOKENS.OrderRepository],
    (forms, clock, orders) => new SubmitContactForm(forms, clock, orders),
  );
  singleton(T.ListContactForms, [T.ContactFormRepository], (f) => new ListContactForms(f));
});

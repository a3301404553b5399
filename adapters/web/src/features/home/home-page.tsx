import { Link as RouterLink } from 'react-router-dom';
import { ADMISSION_PRODUCTS } from '../../../../../core/admissions/products';
import { PARK_NAME, PARK_TAGLINE } from '../../app/park';
import { TouchRipple } from '../../components/touch-ripple';
import { useDocumentTitle } from '../../components/use-document-title';
import { HeroSkyline } from './hero-skyline';
import '../../components/controls.css';
import './home-page.css';

/** "Standard, Express and Child": the catalogue's products, as a sentence names them. */
const labels = ADMISSION_PRODUCTS.map((p) => p.label);
const KINDS = `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;

const PLAN = [
  {
    to: '/tickets',
    title: 'Day tickets',
    text: `${KINDS} tickets, with meals.`,
  },
  { to: '/attractions', title: 'Attractions', text: 'Coasters, water rides, a carousel and more.' },
  { to: '/shop', title: 'Park shop', text: 'Take a piece of the park home with you.' },
] as const;

/** The first page: drawn with plain elements and CSS, so it needs no styling engine. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <section aria-labelledby="home-title" className="park-hero">
        <div className="park-container park-hero__content">
          <h1 id="home-title" className="park-hero__title">
            {PARK_NAME}
          </h1>
          <p className="park-hero__tagline">{PARK_TAGLINE}</p>
          <RouterLink
            to="/tickets"
            className="park-btn park-contained-btn park-contained-btn--secondary park-hero__cta"
          >
            Buy Tickets
            <TouchRipple />
          </RouterLink>
        </div>
        <HeroSkyline />
      </section>
      <section aria-labelledby="plan-title" className="park-container park-plan">
        <h2 id="plan-title" className="park-plan__title">
          Plan your visit
        </h2>
        <div className="park-plan__grid">
          {PLAN.map((item) => (
            <RouterLink key={item.to} to={item.to} className="park-plan__card">
              <h3 className="park-plan__card-title">{item.title}</h3>
              <p className="park-plan__card-text">{item.text}</p>
            </RouterLink>
          ))}
        </div>
      </section>
    </>
  );
}

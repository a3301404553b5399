import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { MessageDialog } from '../../components/message-dialog';
import { PageShell } from '../../components/page-shell';
import { AttractionAddForm } from './attraction-add-form';
import { AttractionUpdateForm } from './attraction-update-form';
import { AttractionDeleteForm, MerchandiseDeleteForm, RestaurantDeleteForm } from './delete-forms';
import type { Notice } from './department-messages';
import { ExpenseForm } from './expense-form';
import type { FormProps } from './form-kit';
import { CollapsibleSection } from '../../components/collapsible-section';
import { MerchandiseAddForm } from './merchandise-add-form';
import { MerchandiseUpdateForm } from './merchandise-update-form';
import { RestaurantAddForm } from './restaurant-add-form';
import { RestaurantUpdateForm } from './restaurant-update-form';

type Group = {
  heading: string | null;
  sections: [label: string, Form: ComponentType<FormProps>][];
};

/** The spec's collapsible forms, in its order. */
const GROUPS: Group[] = [
  { heading: null, sections: [['Restaurant Expense', ExpenseForm]] },
  {
    heading: 'Attractions',
    sections: [
      ['Add Attraction', AttractionAddForm],
      ['Update Attraction', AttractionUpdateForm],
      ['Delete Attraction', AttractionDeleteForm],
    ],
  },
  {
    heading: 'Merchandise',
    sections: [
      ['Add Merchandise', MerchandiseAddForm],
      ['Update Merchandise', MerchandiseUpdateForm],
      ['Delete Merchandise', MerchandiseDeleteForm],
    ],
  },
  {
    heading: 'Restaurants',
    sections: [
      ['Add Restaurant', RestaurantAddForm],
      ['Update Restaurant', RestaurantUpdateForm],
      ['Delete Restaurant', RestaurantDeleteForm],
    ],
  },
];

/** /manager/expense-form: restaurant expenses and the catalog's departments. */
export function DepartmentsPage() {
  // The last notice stays while its dialog closes, so the text does not vanish mid-fade.
  const [notice, setNotice] = useState<Notice>({ title: '', message: '' });
  const [open, setOpen] = useState(false);
  const notify = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };
  return (
    <PageShell title="Manage Departments" maxWidth={820}>
      {GROUPS.map(({ heading, sections }) => (
        <section key={heading ?? 'expense'} aria-label={heading ?? 'Expenses'}>
          {heading && (
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {heading}
            </Typography>
          )}
          {sections.map(([label, Form]) => (
            <CollapsibleSection key={label} label={label} keepMounted>
              <Form onNotice={notify} />
            </CollapsibleSection>
          ))}
        </section>
      ))}
      <MessageDialog
        open={open}
        title={notice.title}
        message={notice.message}
        onClose={() => setOpen(false)}
      />
    </PageShell>
  );
}

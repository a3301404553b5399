import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppSelector } from '../../app/hooks';
import { httpStatusOf } from '../../api/http-errors';
import { MessageDialog } from '../../components/message-dialog';
import { useDocumentTitle } from '../../components/use-document-title';
import { selectUser } from '../../app/session/session-slice';
import { useSubmitContactMutation } from './contact-api';
import {
  contactRequest,
  CONTACT_FAILURE_MESSAGE,
  CONTACT_FAILURE_TITLE,
  CONTACT_SUCCESS_MESSAGE,
  CONTACT_SUCCESS_TITLE,
  CONTACT_TYPES,
  emptyContactForm,
  type ContactForm,
} from './contact-messages';

type Outcome = 'success' | 'failure' | null;

/** /contactUs: a logged-in visitor writes to the park. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const user = useAppSelector(selectUser);
  const [form, setForm] = useState<ContactForm>(() => emptyContactForm(user?.UName ?? ''));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submit, { isLoading }] = useSubmitContactMutation();

  const field = (name: keyof ContactForm) => ({
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value =
        name === 'ticketId' ? event.target.value.replace(/\D/g, '') : event.target.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    fullWidth: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await submit(contactRequest(form)).unwrap();
      setForm(emptyContactForm());
      setOutcome('success');
    } catch (failure) {
      // Nothing answered: only logged (spec, error catalogue). Any answer but 201: the modal.
      if (httpStatusOf(failure) === null) console.error('The message could not be sent.', failure);
      else setOutcome('failure');
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 6 } }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Contact Us
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Please feel free to contact us!
        </Typography>
        <Box
          component="form"
          onSubmit={onSubmit}
          aria-label="Contact Us"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField {...field('name')} label="Name" autoComplete="name" required />
          <TextField
            {...field('ticketId')}
            label="Ticket ID (optional)"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 12 } }}
          />
          <TextField {...field('email')} label="Email" type="email" autoComplete="email" required />
          <TextField
            {...field('type')}
            select
            label="Type"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Select type</option>
            {CONTACT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </TextField>
          <TextField {...field('message')} label="Message" multiline rows={6} required />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={isLoading}
            sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 160 }}
          >
            Submit
          </Button>
        </Box>
      </Paper>
      <MessageDialog
        open={outcome === 'success'}
        title={CONTACT_SUCCESS_TITLE}
        message={CONTACT_SUCCESS_MESSAGE}
        onClose={() => setOutcome(null)}
      />
      <MessageDialog
        open={outcome === 'failure'}
        title={CONTACT_FAILURE_TITLE}
        message={CONTACT_FAILURE_MESSAGE}
        onClose={() => setOutcome(null)}
      />
    </Box>
  );
}

export default ContactPage;

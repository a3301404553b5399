import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DATE_MIN } from '../../../../../core/shared/dates';
import { MAINTENANCE_STATUS_OPTIONS } from '../../../../../core/maintenance/maintenance';
import { parkToday } from '../../app/park';
import { CollapsibleSection } from '../../components/collapsible-section';
import { useDialogFocusReturn } from '../../components/dialog-focus';
import { MessageDialog } from '../../components/message-dialog';
import { useAttractionListQuery } from '../../api/attractions-api';
import { usd } from '../../lib/money';
import { PageShell } from '../../components/page-shell';
import {
  useMaintenanceRequestsQuery,
  useSubmitMaintenanceRequestMutation,
  useUpdateMaintenanceRequestMutation,
  useUrgentMaintenanceRequestsMutation,
  type MaintenanceRequestBody,
  type UpdateMaintenanceRequestBody,
  type UrgentMaintenanceBody,
} from '../../api/staff-api';
import {
  MAINTENANCE_REQUIRED,
  MR_SUBMIT_FAILED,
  MR_SUBMIT_FAILED_TEXT,
  MR_SUBMITTED,
  MR_SUBMITTED_TEXT,
  MR_UPDATE_FAILED,
  MR_UPDATE_FAILED_TEXT,
  MR_UPDATED,
  MR_UPDATED_TEXT,
  URGENT,
} from './staff-messages';

type Notice = { title: string; message: string };

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

const formSx = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

function SubmitRequestForm({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { data: attractions = [] } = useAttractionListQuery();
  const [submit, { isLoading }] = useSubmitMaintenanceRequestMutation();
  const [subject, setSubject] = useState('');
  const [attractionId, setAttractionId] = useState('');
  const [cost, setCost] = useState('');
  const [comment, setComment] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await submit({
        MRSubject: subject.trim(),
        MRDescription: comment.trim(),
        MRCost: Number(cost),
        AttractionID: Number(attractionId),
      }).unwrap();
      setSubject('');
      setAttractionId('');
      setCost('');
      setComment('');
      onNotice({ title: MR_SUBMITTED, message: MR_SUBMITTED_TEXT });
    } catch (failure) {
      console.error('Submitting the maintenance request failed.', failure);
      onNotice({ title: MR_SUBMIT_FAILED, message: MR_SUBMIT_FAILED_TEXT });
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} aria-label="Submit a maintenance request" sx={formSx}>
      <TextField
        label="Subject"
        name="subject"
        required
        fullWidth
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label="Attraction"
          name="attraction"
          select
          required
          fullWidth
          value={attractionId}
          onChange={(e) => setAttractionId(e.target.value)}
          slotProps={nativeSelect}
        >
          <option value="">Select an attraction</option>
          {attractions.map((a) => (
            <option key={a.attractionID} value={a.attractionID}>
              {a.name}
            </option>
          ))}
        </TextField>
        <TextField
          label="Cost"
          name="cost"
          type="number"
          required
          fullWidth
          value={cost}
          onChange={(e) => setCost(e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        />
      </Box>
      <TextField
        label="Comment"
        name="comment"
        required
        fullWidth
        multiline
        minRows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={isLoading}>
          Submit
        </Button>
      </Box>
    </Box>
  );
}

interface EditForm {
  status: string;
  dateResolved: string;
  cost: string;
  comment: string;
}

const editFormOf = (request: MaintenanceRequestBody): EditForm => ({
  status: request.statusLabel,
  dateResolved: '',
  cost: String(request.cost),
  comment: request.comment,
});

/** The body of POST /updateMaintenanceRequest; a resolved date only for Completed. */
export function updateMaintenanceBody(id: number, form: EditForm): UpdateMaintenanceRequestBody {
  return {
    RequestID: id,
    status: form.status,
    comment: form.comment.trim(),
    cost: Number(form.cost),
    dateResolved: form.status === 'Completed' ? form.dateResolved : null,
  };
}

function CurrentValues({ request }: { request: MaintenanceRequestBody }) {
  const rows: [string, string][] = [
    ['Subject', request.subject],
    ['Attraction', request.attractionName],
    ['Status', request.statusLabel],
    ['Comment', request.comment],
    ['Cost', usd(request.cost)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Current request"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function EditRequestForm({
  requests,
  onNotice,
}: {
  requests: MaintenanceRequestBody[];
  onNotice: (notice: Notice) => void;
}) {
  const [update, { isLoading }] = useUpdateMaintenanceRequestMutation();
  const [selectedId, setSelectedId] = useState('');
  const [form, setForm] = useState<EditForm | null>(null);
  const selected = requests.find((r) => String(r.id) === selectedId) ?? null;
  const today = parkToday();

  const select = (id: string) => {
    setSelectedId(id);
    const request = requests.find((r) => String(r.id) === id);
    setForm(request ? editFormOf(request) : null);
  };
  const clear = () => select('');
  const set = (name: keyof EditForm) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [name]: e.target.value } : f));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || !form) return;
    try {
      await update(updateMaintenanceBody(selected.id, form)).unwrap();
      clear();
      onNotice({ title: MR_UPDATED, message: MR_UPDATED_TEXT });
    } catch (failure) {
      console.error('Updating the maintenance request failed.', failure);
      onNotice({ title: MR_UPDATE_FAILED, message: MR_UPDATE_FAILED_TEXT });
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} aria-label="Edit a maintenance request" sx={formSx}>
      <TextField
        label="Request"
        name="request"
        select
        required
        fullWidth
        value={selectedId}
        onChange={(e) => select(e.target.value)}
        slotProps={nativeSelect}
      >
        <option value="">Select a request</option>
        {requests.map((r) => (
          <option key={r.id} value={r.id}>
            RID: {r.id} - {r.subject}
          </option>
        ))}
      </TextField>
      {selected && form && (
        <>
          <CurrentValues request={selected} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="New Status"
              name="status"
              select
              required
              fullWidth
              value={form.status}
              onChange={set('status')}
              slotProps={nativeSelect}
            >
              {MAINTENANCE_STATUS_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </TextField>
            {form.status === 'Completed' && (
              <TextField
                label="Date Resolved"
                name="dateResolved"
                type="date"
                required
                fullWidth
                value={form.dateResolved}
                onChange={set('dateResolved')}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: selected.submittedDate || DATE_MIN, max: today },
                }}
              />
            )}
          </Box>
          <TextField
            label="New Cost"
            name="newCost"
            type="number"
            required
            fullWidth
            value={form.cost}
            onChange={set('cost')}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          />
          <TextField
            label="New Comment"
            name="newComment"
            required
            fullWidth
            multiline
            minRows={3}
            value={form.comment}
            onChange={set('comment')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
            <Button onClick={clear} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isLoading}>
              Save Changes
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The URGENT! modal: the automatic requests still open, by RID and attraction. It opens by
 * itself as the page loads, so when it closes (Close or Escape) focus goes to the page's heading.
 */
function UrgentDialog({
  requests,
  onClose,
}: {
  requests: UrgentMaintenanceBody['requests'];
  onClose: () => void;
}) {
  const id = useId();
  const open = requests.length > 0;
  const focusReturn = useDialogFocusReturn(open, true);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      {...focusReturn}
    >
      <DialogTitle id={`${id}-title`} sx={{ color: 'error.main', fontWeight: 800 }}>
        {URGENT}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>
          These attractions have had no maintenance in the past 30 days. A &lsquo;
          {MAINTENANCE_REQUIRED}&rsquo; request is open for each:
        </DialogContentText>
        <List dense aria-label="Urgent requests">
          {requests.map((r) => (
            <ListItem key={r.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {`RID: ${r.id}`}
              </Typography>
              <Typography component="span" color="text.secondary">
                {r.attractionName}
              </Typography>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks the server once per visit for the overdue requests it opened. */
function useUrgentRequests() {
  const [check] = useUrgentMaintenanceRequestsMutation();
  const [urgent, setUrgent] = useState<UrgentMaintenanceBody['requests']>([]);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    check({ date: parkToday(), subject: MAINTENANCE_REQUIRED })
      .unwrap()
      .then((body) => setUrgent(body.requests))
      .catch((failure: unknown) => console.error('The urgent-request check failed.', failure));
  }, [check]);
  return [urgent, () => setUrgent([])] as const;
}

/** /employee/maintenance and /manager/maintenance. */
export function MaintenancePage() {
  // The last notice stays while its dialog closes, so the text does not vanish mid-fade.
  const [notice, setNotice] = useState<Notice>({ title: '', message: '' });
  const [noticeOpen, setNoticeOpen] = useState(false);
  const notify = (next: Notice) => {
    setNotice(next);
    setNoticeOpen(true);
  };
  const [urgent, closeUrgent] = useUrgentRequests();
  // The page holds the list, so it reloads after a write even while Edit Request is closed.
  const { data: requests = [], isError } = useMaintenanceRequestsQuery();
  useEffect(() => {
    if (isError) console.error('Loading the maintenance requests failed.');
  }, [isError]);
  return (
    <PageShell title="Maintenance Requests">
      <CollapsibleSection label="Submit Request" keepMounted>
        <SubmitRequestForm onNotice={notify} />
      </CollapsibleSection>
      <CollapsibleSection label="Edit Request" keepMounted>
        <EditRequestForm requests={requests} onNotice={notify} />
      </CollapsibleSection>
      <MessageDialog
        open={noticeOpen}
        title={notice.title}
        message={notice.message}
        onClose={() => setNoticeOpen(false)}
      />
      <UrgentDialog requests={urgent} onClose={closeUrgent} />
    </PageShell>
  );
}

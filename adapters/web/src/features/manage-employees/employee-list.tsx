import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import {
  SkeletonRows,
  TableHeadings,
  TableScroller,
  type Heading,
} from '../../components/table-headings';
import type { Notice } from './add-employee-form';
import { useArchiveEmployee } from './archive-employee-form';
import { useEmployeeDirectoryQuery, type EmployeeListRow } from './employees-api';

const HEADINGS: Heading[] = [
  { label: 'Name' },
  { label: 'Role' },
  { label: 'Email' },
  { label: 'Status' },
  { label: 'Actions' },
];

/**
 * Every employee (GET /employees?status=all): name, role, email and status, those not archived
 * first; each row but the manager's own archives its employee after a confirmation.
 */
export function EmployeeList({
  self,
  onNotice,
}: {
  self: number | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const { data, isLoading, isError } = useEmployeeDirectoryQuery();
  const { archive, isLoading: archiving } = useArchiveEmployee(onNotice);
  const [confirming, setConfirming] = useState<EmployeeListRow | null>(null);
  // The last one asked about stays while the dialog fades out.
  const [asked, setAsked] = useState<EmployeeListRow | null>(null);
  const titleId = useId();
  useEffect(() => {
    if (isError) console.error('Loading the employees failed.');
  }, [isError]);

  const ask = (employee: EmployeeListRow) => {
    setAsked(employee);
    setConfirming(employee);
  };
  const confirm = async () => {
    if (!confirming) return;
    setConfirming(null);
    await archive(confirming.id);
  };

  if (isError)
    return <Typography color="error">The employees could not be loaded right now.</Typography>;
  return (
    <>
      <TableScroller label="Employees">
        <Table size="small" aria-label="Employees" aria-busy={isLoading}>
          <TableHeadings headings={HEADINGS} />
          <TableBody>
            {isLoading && <SkeletonRows headings={HEADINGS} rows={4} />}
            {(data ?? []).map((e) => (
              <TableRow key={e.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {e.name}
                </TableCell>
                <TableCell>{e.role}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{e.email}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={e.status === 'active' ? 'Active' : 'Archived'}
                    color={e.status === 'active' ? 'success' : 'default'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {e.status === 'active' && e.id !== self ? (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      aria-label={`Archive ${e.name}`}
                      disabled={archiving}
                      onClick={() => ask(e)}
                    >
                      Archive
                    </Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {e.id === self ? 'You' : '—'}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Archive {asked?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asked?.name} ({asked?.email}) can no longer sign in; their history is kept.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} autoFocus>
            Keep
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()}>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

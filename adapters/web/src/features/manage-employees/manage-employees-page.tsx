import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { CollapsibleSection } from '../../components/collapsible-section';
import { MessageDialog } from '../../components/message-dialog';
import { selectEmployee } from '../../app/session/session-slice';
import { PageShell } from '../../components/page-shell';
import { AddEmployeeForm, type Notice } from './add-employee-form';
import { ArchiveEmployeeForm } from './archive-employee-form';
import { EmployeeAddedDialog } from './employee-added-dialog';
import { EmployeeList } from './employee-list';
import { useEmployeeListQuery } from './employees-api';

/** The employees a manager may archive: everyone listed but the manager (the server refuses it). */
function useArchivableEmployees() {
  const self = useAppSelector(selectEmployee)?.id;
  const { data = [], isError } = useEmployeeListQuery();
  useEffect(() => {
    if (isError) console.error('Loading the employee list failed.');
  }, [isError]);
  return data.filter((e) => e.id !== self);
}

/** /manager/manage-employees: the employees, and the Add Employee and Archive Employee sections. */
export function ManageEmployeesPage() {
  const self = useAppSelector(selectEmployee)?.id;
  // The page holds the list, so it reloads after an add or archive even while Archive is closed.
  const employees = useArchivableEmployees();
  // The last notice stays while its dialog fades out, so the text does not vanish mid-fade.
  const [notice, setNotice] = useState<Notice>({ title: '', message: '' });
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const notify = (next: Notice) => {
    setNotice(next);
    setNoticeOpen(true);
  };
  const onAdded = (generated: string | null) => {
    setPassword(generated);
    setAdded(true);
  };
  return (
    <PageShell title="Manage Employees">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Employees
      </Typography>
      <Box sx={{ mb: 3 }}>
        <EmployeeList self={self} onNotice={notify} />
      </Box>
      <CollapsibleSection label="Add Employee" keepMounted>
        <AddEmployeeForm onAdded={onAdded} onNotice={notify} />
      </CollapsibleSection>
      <CollapsibleSection label="Archive Employee">
        <ArchiveEmployeeForm employees={employees} onNotice={notify} />
      </CollapsibleSection>
      <MessageDialog
        open={noticeOpen}
        title={notice.title}
        message={notice.message}
        onClose={() => setNoticeOpen(false)}
      />
      <EmployeeAddedDialog
        open={added}
        password={password}
        onClose={() => setAdded(false)}
        // Shown once: forgotten as soon as the dialog has gone.
        onExited={() => setPassword(null)}
      />
    </PageShell>
  );
}

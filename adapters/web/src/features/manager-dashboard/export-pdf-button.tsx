import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DashboardPdfInput } from '../../../../reports/dashboard-pdf';

export const PDF_FAILED = 'The PDF could not be created. Please try again.';

/**
 * Export to PDF: saves dashboard.pdf. jspdf and the PDF layout are loaded on the first click
 * only, so they never weigh on the dashboard's (or any page's) first load.
 */
export function ExportPdfButton({ input }: { input: () => DashboardPdfInput }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { buildDashboardPdf, DASHBOARD_PDF_FILE } =
        await import('../../../../reports/dashboard-pdf');
      buildDashboardPdf(input()).save(DASHBOARD_PDF_FILE);
    } catch (failure) {
      // Usually the PDF code could not be downloaded (offline): say so, a click can retry.
      console.error('Exporting the dashboard to PDF failed.', failure);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Button variant="contained" startIcon={<PictureAsPdf />} loading={busy} onClick={onClick}>
        Export to PDF
      </Button>
      {failed && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {PDF_FAILED}
        </Typography>
      )}
    </Box>
  );
}

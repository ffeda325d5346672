import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from './paths';

/** The old inspection page (sidebar 'Register Inspection') now forwards to the chooser (spec 01 section 2). */
export function LegacyInspectionRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(PATHS.inspectionRegister, { replace: true });
  }, [navigate]);
  return (
    <p role="status" className="text-slate-700">
      Redirecting...
    </p>
  );
}

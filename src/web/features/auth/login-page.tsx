import { ChartColumn, ClipboardCheck, ShieldCheck, Users } from 'lucide-react';
import { LoginForm } from './login-form';

const FEATURES = [
  { label: 'Analytics', icon: ChartColumn },
  { label: 'Team Management', icon: Users },
  { label: 'Secure Access', icon: ShieldCheck },
] as const;

export function LoginPage() {
  return (
    <main className="grid min-h-screen bg-slate-50 lg:grid-cols-2">
      <title>Sign In · InspectHub</title>
      <section
        aria-label="About InspectHub"
        className="hidden flex-col justify-center gap-10 bg-slate-900 px-12 py-16 text-white lg:flex"
      >
        <div className="flex items-center gap-3 text-xl font-semibold">
          <ClipboardCheck aria-hidden="true" className="h-8 w-8 text-emerald-400" />
          InspectHub
        </div>
        <div className="space-y-4">
          <p className="text-3xl leading-tight font-semibold">
            Quality assurance for energy-efficiency retrofit inspections
          </p>
          <p className="max-w-md text-slate-300">
            Register and schedule inspections, monitor installers and keep every measure compliant,
            all in one place.
          </p>
        </div>
        <ul className="grid max-w-md grid-cols-3 gap-4">
          {FEATURES.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="flex flex-col items-center gap-2 rounded-lg bg-slate-800 p-4 text-center"
            >
              <Icon aria-hidden="true" className="h-6 w-6 text-emerald-400" />
              <span className="text-sm">{label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="login-heading"
        className="flex items-center justify-center px-6 py-12"
      >
        <div className="w-full max-w-sm space-y-8">
          <div className="space-y-2">
            <h1 id="login-heading" className="text-3xl font-semibold text-slate-900">
              Welcome Back
            </h1>
            <p className="text-slate-600">Sign in to your InspectHub account</p>
          </div>
          <LoginForm />
        </div>
      </section>
    </main>
  );
}

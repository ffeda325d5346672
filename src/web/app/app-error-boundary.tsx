import { Component, type ReactNode } from 'react';
import { FullPageErrorFallback } from './error-fallback';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/**
 * Last line of defence around the router and providers; route errors are
 * normally caught first by the routes' errorElement.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? <FullPageErrorFallback /> : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ToolCrashNotice } from './ToolCrashNotice';

interface State {
  error: Error | null;
}

/** The last net under a tool: a bug in one tool shows a notice instead of blanking the app. */
export class ToolErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Tool crashed', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ToolCrashNotice onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

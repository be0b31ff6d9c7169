import { Component, type ReactNode } from 'react';

type Props = { name: string; fallback: (error: Error) => ReactNode; children: ReactNode; onError?: (error: Error) => void };
type State = { error: Error | null };

/** One block's failure stays inside its slot: the rest of the page keeps rendering. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

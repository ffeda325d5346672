import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { useTestSsoConnection } from './api/use-sso';

/** Reads the issuer's discovery document now and says OK or what is wrong, in words. */
export function TestConnection({ issuer }: { issuer: () => string }) {
  const test = useTestSsoConnection();
  const answer = test.data;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={test.isPending}
        onClick={() => test.mutate({ issuer: issuer() })}
      >
        {test.isPending ? 'Testing...' : 'Test connection'}
      </Button>
      {test.error && (
        <Alert tone="error" role="status">
          {describeError(test.error).message}
        </Alert>
      )}
      {answer && (
        <Alert tone={answer.ok ? 'success' : 'error'} role="status">
          {answer.message}
        </Alert>
      )}
    </div>
  );
}

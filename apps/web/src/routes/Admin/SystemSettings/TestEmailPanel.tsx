import type { MailTest } from '@laikas/contract';
import { Alert, Box, Button, DefinitionList, Muted, Panel } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../data/client';
import { sendTestEmail } from '../../../data/mailTest';
import { useSession } from '../../../data/session';

/**
 * The system settings' "Send a test e-mail": one short message to the signed-in administrator's own address through
 * the server's mail settings (SMTP_HOST…, set where the server runs), then whether the server took it or what it said.
 */
export function TestEmailPanel() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<MailTest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const address = user?.email ?? null;

  async function send() {
    setPending(true);
    setResult(null);
    setRefusal(null);
    try {
      setResult(await sendTestEmail());
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t('admin.testEmail.failedToAsk'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel title={t('admin.testEmail.title')}>
      {address ? (
        <Muted>{t('admin.testEmail.intro', { email: address })}</Muted>
      ) : (
        <Muted>
          {t('admin.testEmail.noAddress')} <Link to="/user/profile">{t('admin.testEmail.profile')}</Link>
        </Muted>
      )}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button variant="secondary" onClick={() => void send()} loading={pending} disabled={!address}>
          {t('admin.testEmail.send')}
        </Button>
      </Box>
      {result ? <TestEmailResult result={result} /> : null}
      {refusal ? <Alert>{refusal}</Alert> : null}
    </Panel>
  );
}

/** What became of the test e-mail: the server's acceptance (or the file written), or its refusal and its words. */
function TestEmailResult({ result }: { result: MailTest }) {
  const { t } = useTranslation('web');
  const details = [
    ...(result.server ? [{ term: t('admin.testEmail.server'), detail: result.server }] : []),
    ...(result.reply ? [{ term: t('admin.testEmail.reply'), detail: <code>{result.reply}</code> }] : []),
    ...(result.file ? [{ term: t('admin.testEmail.file'), detail: <code>{result.file}</code> }] : []),
  ];
  const list = details.length > 0 ? <DefinitionList items={details} /> : null;
  if (result.outcome === 'failed') {
    return (
      <Alert>
        <Box display="flex" flexDirection="column" gap="sm">
          <strong>{t('admin.testEmail.failed')}</strong>
          <span>{result.message}</span>
          {list}
        </Box>
      </Alert>
    );
  }
  return (
    <Box role="status" display="flex" flexDirection="column" gap="sm">
      <strong>{t(result.outcome === 'sent' ? 'admin.testEmail.sent' : 'admin.testEmail.written')}</strong>
      <span>{result.message}</span>
      {list}
    </Box>
  );
}

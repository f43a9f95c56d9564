import styled from '@emotion/styled';
import { clientMessageLinks, noMessageLinkReason } from '@studio/domain';
import { Button, buttonStyle } from '../../../components/button.tsx';

const Anchor = styled.a(({ theme }) => buttonStyle(theme, { variant: 'outline', size: 'sm' }));
const Reason = styled.span(({ theme }) => ({
  alignSelf: 'center',
  fontSize: '0.85rem',
  color: theme.colors.muted,
}));

/**
 * 'Send Message': an Instagram direct message to her handle; without one, her e-mail and phone;
 * disabled with the reason when she left none.
 */
export function SendMessage({ client }: { client: Parameters<typeof clientMessageLinks>[0] }) {
  const links = clientMessageLinks(client);
  if (links.length === 0)
    return (
      <>
        <Button variant="outline" size="sm" disabled aria-describedby="send-message-reason">
          Send Message
        </Button>
        <Reason id="send-message-reason">{noMessageLinkReason}</Reason>
      </>
    );
  return links.map((link) => (
    <Anchor
      key={link.kind}
      href={link.href}
      {...(link.kind === 'instagram' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {links.length === 1 && link.kind === 'instagram' ? 'Send Message' : `Send Message (${link.label})`}
    </Anchor>
  ));
}

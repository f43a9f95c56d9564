import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container, Muted, PageTitle } from '../../components/layout.tsx';
import { useDocumentTitle } from '../../utils/document-title.ts';

const ShellContainer = styled(Container)({ paddingBottom: 56 });

const Head = styled.div({ padding: '40px 0 28px' });

/** A public page's title block and body. */
export function PageShell(props: { title: string; intro?: string; children: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <ShellContainer>
      <Head>
        <PageTitle>{props.title}</PageTitle>
        {props.intro && <Muted>{props.intro}</Muted>}
      </Head>
      {props.children}
    </ShellContainer>
  );
}

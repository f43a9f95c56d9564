import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../utils/document-title.ts';

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 24,
  h1: {
    fontFamily: theme.fonts.heading,
    fontSize: 'clamp(1.5rem, 4vw, 2rem)',
    lineHeight: 1.2,
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 10,
  },
  p: { margin: '4px 0 0', color: theme.colors.muted },
}));

/** A dashboard screen's heading: title (with an optional badge), subtitle and actions. */
export function DashboardPage(props: {
  title: string;
  subtitle?: string;
  badge?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(props.title);
  return (
    <>
      <Head>
        <div>
          <h1>
            {props.title}
            {props.badge}
          </h1>
          {props.subtitle && <p>{props.subtitle}</p>}
        </div>
        {props.actions && <div>{props.actions}</div>}
      </Head>
      {props.children}
    </>
  );
}

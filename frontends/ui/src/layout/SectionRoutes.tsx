import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { PageSpinner } from './PageSpinner';

/**
 * The routes of a remote's section: its pages, each loaded with its route behind one
 * spinner, and « page introuvable » for any other address (unless a page takes them all).
 */
export function SectionRoutes({ children, notFound = true }: { children: ReactNode; notFound?: boolean }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {children}
        {notFound && <Route path="*" element={<NotFoundPage />} />}
      </Routes>
    </Suspense>
  );
}

import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionModals } from './SessionModals';
import './layout.css';

/** Header, page and footer around every route of the product, local or remote. */
export function AppLayout() {
  return (
    <Layout className="troc-app">
      <a className="troc-skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header />
      <Layout.Content id="contenu" className="troc-main" tabIndex={-1}>
        <Outlet />
      </Layout.Content>
      <Footer />
      <SessionModals />
    </Layout>
  );
}

import { Route, Routes } from 'react-router-dom';
import { SearchPage } from './SearchPage';

/**
 * Mounted by the shell at /{locale}/search/: /search/, /search/toutes-les-annonces/,
 * /search/category/{slug}/ and the area segments city|departement|region/{slug}/.
 */
export default function SearchSection() {
  return (
    <Routes>
      <Route path="*" element={<SearchPage />} />
    </Routes>
  );
}

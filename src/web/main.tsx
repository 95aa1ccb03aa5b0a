import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <h1 className="text-3xl font-bold text-indigo-600">Chad</h1>,
)

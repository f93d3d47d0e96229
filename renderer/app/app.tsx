import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createDeskQueryClient } from './query-client';
import { DeskShell } from './desk-shell';

export function App() {
  const [queryClient] = useState(createDeskQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DeskShell />
    </QueryClientProvider>
  );
}

import type { Lead, LeadList, LeadStatus, UpdateLeadRequest } from "@buildr/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export function useLeads(filters: { search: string; status: LeadStatus | ""; due: string | null }) {
  const query = new URLSearchParams();
  if (filters.search.trim()) query.set("search", filters.search.trim());
  if (filters.status) query.set("status", filters.status);
  if (filters.due) query.set("due", filters.due);
  return useQuery({
    queryKey: ["leads", "list", filters],
    queryFn: () => apiFetch<LeadList>(`/api/leads?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useLead(id: string) {
  return useQuery({
    queryKey: ["leads", "one", id],
    queryFn: () => apiFetch<Lead>(`/api/leads/${encodeURIComponent(id)}`),
  });
}

export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateLeadRequest) =>
      apiFetch<Lead>(`/api/leads/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: JSON.stringify(change),
      }),
    onSuccess: (lead) => queryClient.setQueryData(["leads", "one", id], lead),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["leads", "list"] }),
  });
}

export function useDeleteLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/api/leads/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["leads", "list"] }),
  });
}

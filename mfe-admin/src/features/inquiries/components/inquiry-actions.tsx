import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, inquiryReplyHref, type Inquiry, type InquiryStatus } from '@caliber/contracts';
import { Button, OptionSelect } from '@caliber/ui';
import { Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../../components/icon-button';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { deleteInquiry } from '../api/delete-inquiry';
import { updateInquiryStatus } from '../api/update-inquiry';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));
const DELETE_INQUIRY_QUESTION = 'Are you sure you want to delete this inquiry? This cannot be undone.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const StatusSelect = styled(OptionSelect)`
  width: auto;
  min-width: 140px;
`;

/** Reply by e-mail, move the inquiry along (new, answered, archived), or delete it. */
export function InquiryActions({ inquiry }: { inquiry: Inquiry }) {
  const [saving, setSaving] = useState(false);
  const { pending: deleting, onDelete } = useConfirmedDelete({
    question: DELETE_INQUIRY_QUESTION,
    remove: () => deleteInquiry(inquiry.id),
    success: 'Inquiry deleted successfully',
    failure: 'Failed to delete inquiry',
  });

  const onStatus = async (status: InquiryStatus) => {
    setSaving(true);
    try {
      await updateInquiryStatus(inquiry.id, status);
      notifySuccess(`Inquiry marked ${INQUIRY_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      notifyFailure('Failed to update inquiry', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Actions>
      <Button as="a" href={inquiryReplyHref(inquiry)} variant="secondary" size="sm">
        <Reply size={16} aria-hidden />
        Reply
      </Button>
      <StatusSelect
        aria-label={`Status of the inquiry from ${inquiry.name}`}
        value={inquiry.status}
        disabled={saving || deleting}
        onChange={(event) => void onStatus(event.target.value as InquiryStatus)}
        options={STATUS_OPTIONS}
      />
      <IconButton type="button" data-tone="danger" aria-label={`Delete the inquiry from ${inquiry.name}`} onClick={onDelete} disabled={deleting}>
        <Trash2 size={18} aria-hidden />
      </IconButton>
    </Actions>
  );
}

import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Track = styled.div`
  height: 6px;
  background: ${({ theme }) => theme.colors.line};
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.ink};
  transition: width 200ms linear;
`;

/** The simulated upload progress bar. */
export function UploadProgress({ value }: { value: number }) {
  return (
    <Wrapper>
      <span>{value < 100 ? `Uploading... ${value}%` : 'Upload complete'}</span>
      <Track role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <Bar style={{ width: `${value}%` }} />
      </Track>
    </Wrapper>
  );
}

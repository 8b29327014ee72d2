import { Flex, Typography } from 'antd';

/** Two texts of a list cell, one per line, each cut with an ellipsis (whole on hover). */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: first }}>{first}</Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: second }}>
        {second}
      </Typography.Text>
    </Flex>
  );
}

import type { ProjectGroupPost } from '@portal/contract';
import { projectGroupLimits } from '@portal/contract';
import { Button, Empty, Flex, Input, List, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/date-time';
import { Typography } from '../../../components/typography';
import { ignoreReported } from '../../../lib/request';
import { useAddProjectGroupPost, useProjectGroupPosts } from '../api/project-group-posts';

/** The group's discussion (members only): newest last, earlier messages on demand, a box to post. */
export function ProjectGroupThread({ groupId, canPost }: { groupId: number; canPost: boolean }) {
  const { t } = useTranslation();
  const posts = useProjectGroupPosts(groupId);
  const add = useAddProjectGroupPost();
  const [body, setBody] = useState('');
  // Pages come newest first, each oldest first: the earliest page leads. A post seen twice (new posts
  // shift the pages) shows once.
  const list = useMemo(() => {
    const seen = new Set<number>();
    const all: ProjectGroupPost[] = [];
    for (const page of [...(posts.data?.pages ?? [])].reverse())
      for (const post of page.list)
        if (!seen.has(post.id)) {
          seen.add(post.id);
          all.push(post);
        }
    return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  }, [posts.data]);

  const send = async () => {
    try {
      await add.mutateAsync({ id: groupId, body });
      setBody('');
    } catch (error) {
      // The request module has shown the refusal.
      ignoreReported(error);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="project-group-thread">
      <Typography.Text strong>{t('projectGroup.thread')}</Typography.Text>
      {posts.hasNextPage ? (
        <Button
          size="small"
          type="link"
          loading={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {t('projectGroup.olderPosts')}
        </Button>
      ) : null}
      {posts.isLoading ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projectGroup.noPosts')} />
      ) : (
        <List
          size="small"
          dataSource={list}
          renderItem={(post) => (
            <List.Item key={post.id}>
              <Flex vertical gap={2}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{post.authorName}</Typography.Text>
                  <Typography.Text type="secondary">
                    <DateTime value={post.createdAt} />
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {post.body}
                </Typography.Paragraph>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {canPost ? (
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label={t('projectGroup.postPlaceholder')}
            placeholder={t('projectGroup.postPlaceholder')}
            value={body}
            maxLength={projectGroupLimits.post}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setBody(event.target.value)}
          />
          <Flex justify="end">
            <Button
              type="primary"
              disabled={body.trim() === ''}
              loading={add.isPending}
              onClick={() => void send()}
            >
              {t('projectGroup.send')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Flex>
  );
}

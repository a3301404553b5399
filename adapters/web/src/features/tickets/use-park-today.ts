import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { parkToday } from '../../app/park';
import { parkTodayLearned } from '../../app/cart/cart-slice';
import { useParkTodayQuery } from '../../api/tickets-api';

/**
 * Today in the park: the server's (GET /park-info) when it answers, else the browser's
 * reading of the park's time zone. A chosen day before it moves up to it.
 */
export function useParkToday(): string {
  const dispatch = useAppDispatch();
  const { data } = useParkTodayQuery();
  const today = data ?? parkToday();
  useEffect(() => {
    dispatch(parkTodayLearned(today));
  }, [dispatch, today]);
  return today;
}

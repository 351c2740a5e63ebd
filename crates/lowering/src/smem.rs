//! Shared-memory placement for SIMT kernels: blocks are placed first-fit, and a loop's blocks
//! (its operand rings, staging and conversion tiles) are released when the loop ends, so that
//! the kernel needs the most any one loop needs, not the sum over its loops.
//!
//! First-fit in program order fragments (a small block placed above a large one that is freed
//! later); the blocks' lifetimes, recorded as the kernel is lowered, are then packed largest
//! first (`packed_plan`) and the kernel lowered again with those offsets.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Block {
    seq: u64,
    off: i64,
    len: i64,
}

/// One block's size, alignment and lifetime in allocation events, both ends included (`end`:
/// the event that freed it; a conversion's `start` is the event after its value's definition, so
/// a block freed at that event was still live when the conversion wrote).
#[derive(Clone, Copy, Debug)]
struct Life {
    bytes: i64,
    align: i64,
    start: usize,
    end: Option<usize>,
    off: i64,
}

#[derive(Default, Debug)]
pub struct SmemAllocator {
    live: Vec<Block>,
    next_seq: u64,
    peak: i64,
    lives: Vec<Life>,
    events: usize,
    /// Offsets to use, by block sequence number (from an earlier lowering's `packed_plan`).
    plan: Vec<(i64, i64)>,
    /// Released ranges that threads may still be reading: reusing them needs a barrier first.
    unfenced: Vec<(i64, i64)>,
}

/// A point in the allocation sequence: blocks placed after it can be released together.
#[derive(Clone, Copy, Debug)]
pub struct SmemMark(u64);

impl SmemAllocator {
    /// Place blocks at `plan`'s offsets (by sequence number) where sizes match.
    pub fn with_plan(plan: Vec<(i64, i64)>) -> SmemAllocator {
        SmemAllocator { plan, ..Default::default() }
    }

    /// The planned offset for the next block, or else the lowest offset aligned to `align`
    /// where `bytes` overlap no live block.
    pub fn reserve(&mut self, bytes: i64, align: i64) -> i64 {
        self.reserve_since(bytes, align, self.events)
    }

    /// The allocation event the next block would start at (see `reserve_since`).
    pub fn now(&self) -> usize {
        self.events
    }

    /// `reserve` for a block whose life began at event `since` (a conversion written back where
    /// its value was defined): it overlaps no block live at any point since then.
    pub fn reserve_since(&mut self, bytes: i64, align: i64, since: usize) -> i64 {
        let align = align.max(1);
        let seq = self.next_seq as usize;
        let taken: Vec<(i64, i64)> =
            self.lives.iter().filter(|l| l.end.is_none_or(|e| e >= since)).map(|l| (l.off, l.off + l.bytes)).collect();
        let clear = |o: i64| taken.iter().all(|(lo, hi)| o + bytes <= *lo || *hi <= o);
        let planned = self.plan.get(seq).filter(|(_, n)| *n == bytes).map(|(o, _)| *o);
        let off = match planned.filter(|o| o % align == 0 && clear(*o)) {
            Some(o) => o,
            None => first_fit(taken.clone(), bytes, align),
        };
        self.live.push(Block { seq: self.next_seq, off, len: bytes });
        self.lives.push(Life { bytes, align, start: since.min(self.events), end: None, off });
        self.events += 1;
        self.next_seq += 1;
        self.peak = self.peak.max(off + bytes);
        off
    }

    fn ended(&mut self, seq: u64) {
        self.lives[seq as usize].end = Some(self.events);
        self.events += 1;
    }

    /// Offsets (with sizes, by sequence number) packing the recorded blocks largest first, each
    /// at the lowest offset clear of the blocks placed so far whose lifetimes overlap its own;
    /// and the bytes that needs.
    pub fn packed_plan(&self) -> (Vec<(i64, i64)>, i64) {
        let end = |l: &Life| l.end.unwrap_or(usize::MAX);
        let mut order: Vec<usize> = (0..self.lives.len()).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(self.lives[i].bytes), i));
        let mut placed: Vec<(usize, i64)> = vec![];
        let mut offs = vec![0; self.lives.len()];
        let mut peak = 0;
        for i in order {
            let l = self.lives[i];
            let spans = placed
                .iter()
                .filter(|(j, _)| {
                    let o = self.lives[*j];
                    o.start <= end(&l) && l.start <= end(&o)
                })
                .map(|(j, off)| (*off, off + self.lives[*j].bytes))
                .collect();
            let off = first_fit(spans, l.bytes, l.align);
            offs[i] = off;
            peak = peak.max(off + l.bytes);
            placed.push((i, off));
        }
        (offs.into_iter().zip(self.lives.iter().map(|l| l.bytes)).collect(), peak)
    }

    /// Whether `bytes` from `off` reuse released memory that no barrier has fenced yet; the
    /// caller then places one before its writes, which fences every released range.
    pub fn needs_fence(&mut self, off: i64, bytes: i64) -> bool {
        let hit = self.unfenced.iter().any(|(o, n)| off < o + n && *o < off + bytes);
        if hit {
            self.unfenced.clear();
        }
        hit
    }

    /// A barrier was placed: everything released so far may be reused.
    pub fn fenced(&mut self) {
        self.unfenced.clear();
    }

    /// Release the block placed at `off`, if one is.
    pub fn free(&mut self, off: i64) -> bool {
        let Some(k) = self.live.iter().position(|b| b.off == off) else { return false };
        let b = self.live.remove(k);
        self.ended(b.seq);
        self.unfenced.push((b.off, b.len));
        true
    }

    pub fn mark(&self) -> SmemMark {
        SmemMark(self.next_seq)
    }

    /// Release every block placed since `m`; returns their (offset, bytes).
    pub fn release_since(&mut self, m: SmemMark) -> Vec<(i64, i64)> {
        let (gone, kept): (Vec<Block>, Vec<Block>) = self.live.iter().partition(|b| b.seq >= m.0);
        self.live = kept;
        for b in &gone {
            self.ended(b.seq);
        }
        let gone: Vec<(i64, i64)> = gone.into_iter().map(|b| (b.off, b.len)).collect();
        self.unfenced.extend(gone.iter().copied());
        gone
    }

    /// The most shared memory live at once: what the kernel must be given.
    pub fn peak(&self) -> i64 {
        self.peak
    }

    /// End of the highest live block.
    pub fn top(&self) -> i64 {
        self.live.iter().map(|b| b.off + b.len).max().unwrap_or(0)
    }
}

/// The lowest offset aligned to `align` where `bytes` overlap none of `spans` ([lo, hi)).
fn first_fit(mut spans: Vec<(i64, i64)>, bytes: i64, align: i64) -> i64 {
    let up = |x: i64| (x + align - 1) / align * align;
    spans.sort_unstable();
    let mut off = 0;
    for (lo, hi) in spans {
        if up(off) + bytes <= lo {
            break;
        }
        off = off.max(hi);
    }
    up(off)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_reuse_what_earlier_loops_released() {
        let mut a = SmemAllocator::default();
        assert_eq!(a.reserve(1000, 16), 0);
        let m = a.mark();
        assert_eq!(a.reserve(4096, 1024), 1024);
        assert_eq!(a.reserve(100, 16), 5120);
        assert_eq!(a.release_since(m), vec![(1024, 4096), (5120, 100)]);
        assert_eq!(a.top(), 1000);
        assert_eq!(a.peak(), 5220);
        // The next loop starts where the first one did.
        assert_eq!(a.reserve(2048, 1024), 1024);
        assert_eq!(a.peak(), 5220);
    }

    #[test]
    fn first_fit_fills_gaps_between_live_blocks() {
        let mut a = SmemAllocator::default();
        assert_eq!(a.reserve(100, 16), 0);
        assert_eq!(a.reserve(100, 1024), 1024);
        assert_eq!(a.reserve(500, 16), 112);
        assert_eq!(a.reserve(600, 16), 1136);
        assert_eq!(a.peak(), 1736);
    }

    #[test]
    fn reusing_released_memory_asks_for_one_barrier() {
        let mut a = SmemAllocator::default();
        let x = a.reserve(256, 16);
        let y = a.reserve(256, 16);
        assert!(a.free(x) && !a.free(x));
        let z = a.reserve(128, 16);
        assert_eq!(z, x);
        assert!(a.needs_fence(z, 128));
        assert!(!a.needs_fence(z, 128));
        assert!(!a.needs_fence(y + 256, 64)); // fresh memory
    }

    #[test]
    fn a_block_reserved_since_an_earlier_event_avoids_what_lived_since() {
        let mut a = SmemAllocator::default();
        let since = a.now();
        let x = a.reserve(256, 16);
        a.free(x);
        // placed as if it had been live since before x: not over x's bytes
        let late = a.reserve_since(128, 16, since);
        assert_eq!(late, 256);
        // an ordinary block may still reuse x's bytes
        assert_eq!(a.reserve(64, 16), 0);
        let (plan, _) = a.packed_plan();
        let spans: Vec<(i64, i64)> = plan.iter().map(|(o, n)| (*o, o + n)).collect();
        assert!(spans[1].1 <= spans[0].0 || spans[0].1 <= spans[1].0, "x and the late block overlap: {spans:?}");
    }

    #[test]
    fn a_block_freed_at_the_first_event_after_the_definition_was_live_there() {
        let mut a = SmemAllocator::default();
        let x = a.reserve(256, 16);
        // the value is defined here, while x is still read; x is freed by the next event
        let since = a.now();
        a.free(x);
        let late = a.reserve_since(256, 16, since);
        assert_eq!(late, 256, "the conversion's block lies over x, which was read after it was written");
        let (plan, _) = a.packed_plan();
        let spans: Vec<(i64, i64)> = plan.iter().map(|(o, n)| (*o, o + n)).collect();
        assert!(spans[1].1 <= spans[0].0 || spans[0].1 <= spans[1].0, "x and the late block overlap: {spans:?}");
    }

    #[test]
    fn the_packed_plan_avoids_what_first_fit_fragments() {
        // A large block, a small one placed above it, the large one freed, then a larger one:
        // first fit must go above the small block; packing puts the small one out of the way.
        let mut a = SmemAllocator::default();
        let big = a.reserve(1000, 16);
        let _small = a.reserve(100, 16);
        a.free(big);
        a.reserve(1500, 16);
        assert_eq!(a.peak(), 1120 + 1500);
        let (plan, peak) = a.packed_plan();
        assert_eq!(peak, 1504 + 100);
        let mut b = SmemAllocator::with_plan(plan);
        let big = b.reserve(1000, 16);
        b.reserve(100, 16);
        b.free(big);
        b.reserve(1500, 16);
        assert_eq!(b.peak(), 1604);
    }
}

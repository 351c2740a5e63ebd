//! Loops that mask their last, partial block (`cols = start + tl.arange(0, BLOCK)`,
//! `cols < N` for `start in range(lb, N, BLOCK)`) run as two loops: the full blocks first, where
//! the comparison is known true and its masks and selects are dropped, then the same body for
//! what is left (at most one iteration). Kernels written for any length then cost what kernels
//! written for multiples of the block cost: a masked attention's scores skip their
//! `tl.where(cols < N, qk, -inf)`, its loads are plain copies.
//!
//! A comparison qualifies when it is `splat(iv) + arange(0, S) < splat(B)` (either order of the
//! sum), `S` at most the loop's constant step, and `B` the loop's upper bound or one operand of a
//! `minimum` that is the bound: in an iteration with `iv + step <= ub <= B` every lane holds.

use std::collections::{HashMap, HashSet};
use tm_frontend::tile_ir::*;

/// Loops with more ops than this are left whole (their body would be compiled twice).
const MAX_BODY_OPS: usize = 3000;

/// Split every qualifying `for` loop of `f` (outermost first; a loop nested in a split one is
/// split in the tail's copy of the body).
pub fn peel_masked_tails(f: &mut Function) {
    let defs = crate::passes::analysis::defining_ops(f);
    let mut body = std::mem::take(&mut f.body);
    peel_block(f, &mut body, &defs);
    f.body = body;
    crate::passes::analysis::remove_unused_values(f);
}

fn peel_block(f: &mut Function, b: &mut Block, defs: &HashMap<ValueId, OpKind>) {
    let mut i = 0;
    while i < b.ops.len() {
        if let Some(main) = split_loop(f, &mut b.ops[i], defs) {
            let added = main.len();
            b.ops.splice(i..i, main);
            i += added; // at the tail loop: its nested loops next, itself not again
        }
        for inner in b.ops[i].kind.blocks_mut() {
            peel_block(f, inner, defs);
        }
        i += 1;
    }
}

fn const_int(defs: &HashMap<ValueId, OpKind>, v: ValueId) -> Option<i64> {
    match defs.get(&v) {
        Some(OpKind::Const(Const::Int(n))) => Some(*n),
        _ => None,
    }
}

/// `v` is `splat(iv) + arange(0, s)` (either order): `s`.
fn iv_plus_arange(defs: &HashMap<ValueId, OpKind>, v: ValueId, iv: ValueId) -> Option<i64> {
    let Some(OpKind::Bin(BinOp::Add, x, y)) = defs.get(&v) else { return None };
    let is_iv = |a: &ValueId| matches!(defs.get(a), Some(OpKind::Splat(s)) if *s == iv);
    let arange_end = |a: &ValueId| match defs.get(a) {
        Some(OpKind::Arange(0, end)) => Some(*end),
        _ => None,
    };
    if is_iv(x) {
        arange_end(y)
    } else if is_iv(y) {
        arange_end(x)
    } else {
        None
    }
}

/// `b` bounds the loop's upper bound `ub` from above: it is `ub` or an operand of `min` giving `ub`.
fn bounds_ub(defs: &HashMap<ValueId, OpKind>, b: ValueId, ub: ValueId) -> bool {
    b == ub || matches!(defs.get(&ub), Some(OpKind::Bin(BinOp::Min, x, y)) if *x == b || *y == b)
}

/// The positions in `body` (not in nested regions) of the comparisons that hold in every full
/// iteration.
fn full_block_compares(
    f: &Function,
    body: &Block,
    defs: &HashMap<ValueId, OpKind>,
    ub: ValueId,
    step: i64,
) -> HashSet<usize> {
    let iv = body.args[0];
    let mut out = HashSet::new();
    for (i, op) in body.ops.iter().enumerate() {
        let OpKind::Cmp(CmpOp::Lt, lhs, rhs) = op.kind else { continue };
        let Some(OpKind::Splat(bound)) = defs.get(&rhs) else { continue };
        if !matches!(f.ty(lhs).dtype, DType::Scalar(Scalar::I32)) || !bounds_ub(defs, *bound, ub) {
            continue;
        }
        if iv_plus_arange(defs, lhs, iv).is_some_and(|s| s >= 1 && s <= step) {
            out.insert(i);
        }
    }
    out
}

/// Ops a body copy cannot carry: named tensor maps (one per name), descriptor reads (keyed by
/// their load).
fn copyable(f: &Function, b: &Block) -> bool {
    b.ops.iter().all(|op| {
        !matches!(op.kind, OpKind::MakeTensorMap { .. } | OpKind::DescriptorLoad { .. })
            && !op.results.iter().any(|r| f.tensor_reads.contains_key(r))
            && op.kind.blocks().iter().all(|inner| copyable(f, inner))
    })
}

fn count_ops(b: &Block) -> usize {
    b.ops.iter().map(|op| 1 + op.kind.blocks().iter().map(|i| count_ops(i)).sum::<usize>()).sum()
}

/// When `op` is a qualifying loop: turn it into the tail loop (from the end of the full blocks)
/// and return the ops to put before it (the bound's arithmetic, the full-block loop).
fn split_loop(f: &mut Function, op: &mut Op, defs: &HashMap<ValueId, OpKind>) -> Option<Vec<Op>> {
    let loc = op.loc;
    let OpKind::For { lb, ub, step, inits, body } = &mut op.kind else { return None };
    let step_n = const_int(defs, *step).filter(|s| *s > 0)?;
    if !matches!(f.ty(*ub).dtype, DType::Scalar(Scalar::I32)) || !matches!(f.ty(*lb).dtype, DType::Scalar(Scalar::I32))
    {
        return None;
    }
    let compares = full_block_compares(f, body, defs, *ub, step_n);
    if compares.is_empty() || count_ops(body) > MAX_BODY_OPS || !copyable(f, body) {
        return None;
    }
    let mut before = vec![];
    let mut emit = |f: &mut Function, kind: OpKind, ty: Type| {
        let v = f.new_value(ty);
        before.push(Op { kind, results: vec![v], loc });
        v
    };
    // full_end = lb + ((ub - lb) / step) * step, in i64 so that ub - lb cannot wrap; it lies
    // between lb and ub (at ub or above when the loop runs no iteration), so it fits i32
    let i32t = Type::scalar(DType::Scalar(Scalar::I32));
    let i64t = Type::scalar(DType::Scalar(Scalar::I64));
    let lb64 = emit(f, OpKind::Cast(*lb), i64t.clone());
    let ub64 = emit(f, OpKind::Cast(*ub), i64t.clone());
    let span = emit(f, OpKind::Bin(BinOp::Sub, ub64, lb64), i64t.clone());
    let step64 = emit(f, OpKind::Const(Const::Int(step_n)), i64t.clone());
    let trips = emit(f, OpKind::Bin(BinOp::IDiv, span, step64), i64t.clone());
    let covered = emit(f, OpKind::Bin(BinOp::Mul, trips, step64), i64t.clone());
    let end64 = emit(f, OpKind::Bin(BinOp::Add, lb64, covered), i64t);
    let full_end = emit(f, OpKind::Cast(end64), i32t);

    let mut full_body = body.clone();
    rename_definitions(f, &mut full_body, &mut HashMap::new());
    // the clone's compares are at the same positions as the original's
    drop_full_block_masks(f, &mut full_body, &compares);

    let results: Vec<ValueId> = op.results.iter().map(|r| f.new_value(f.ty(*r).clone())).collect();
    before.push(Op {
        kind: OpKind::For { lb: *lb, ub: full_end, step: *step, inits: inits.clone(), body: full_body },
        results: results.clone(),
        loc,
    });
    *lb = full_end;
    *inits = results;
    Some(before)
}

/// Give every value `b` defines (arguments, results, in nested regions too) a fresh id, and
/// rewrite the uses inside `b`; the facts asserted on a value follow it.
fn rename_definitions(f: &mut Function, b: &mut Block, map: &mut HashMap<ValueId, ValueId>) {
    let fresh = |f: &mut Function, map: &mut HashMap<ValueId, ValueId>, v: &mut ValueId| {
        let n = f.new_value(f.ty(*v).clone());
        f.copy_hint(*v, n);
        map.insert(*v, n);
        *v = n;
    };
    for a in &mut b.args {
        fresh(f, map, a);
    }
    for op in &mut b.ops {
        for v in op.kind.operands_mut() {
            if let Some(n) = map.get(v) {
                *v = *n;
            }
        }
        for inner in op.kind.blocks_mut() {
            rename_definitions(f, inner, map);
        }
        for r in &mut op.results {
            fresh(f, map, r);
        }
    }
}

/// In the full-block copy: the compares at `positions` become constants true, and what they
/// feed is simplified (masks dropped, `where` reduced to its first value, `&` to its other side).
fn drop_full_block_masks(f: &mut Function, body: &mut Block, positions: &HashSet<usize>) {
    let mut known_true: HashSet<ValueId> = HashSet::new();
    let mut replaced: Vec<(ValueId, ValueId)> = vec![];
    let mut i = 0;
    let mut inserted = 0; // constants added so far: `positions` count the ops before them
    while i < body.ops.len() {
        if positions.contains(&(i - inserted)) {
            // an i1 constant splat to the compare's shape
            let r = body.ops[i].results[0];
            let c = f.new_value(Type::scalar(DType::Scalar(Scalar::I1)));
            let loc = body.ops[i].loc;
            body.ops[i].kind = OpKind::Splat(c);
            body.ops.insert(i, Op { kind: OpKind::Const(Const::Int(1)), results: vec![c], loc });
            known_true.insert(r);
            inserted += 1;
            i += 2;
            continue;
        }
        let op = &mut body.ops[i];
        let same_type = |a: ValueId, r: ValueId| f.ty(a) == f.ty(r);
        match &mut op.kind {
            OpKind::Splat(a)
            | OpKind::Broadcast(a)
            | OpKind::ExpandDims(a, _)
            | OpKind::Reshape(a)
            | OpKind::Permute(a, _)
                if known_true.contains(a) =>
            {
                known_true.insert(op.results[0]);
            }
            OpKind::Bin(BinOp::And, a, b) => {
                let r = op.results[0];
                match (known_true.contains(a), known_true.contains(b)) {
                    (true, true) => {
                        known_true.insert(r);
                    }
                    (true, false) if same_type(*b, r) => replaced.push((r, *b)),
                    (false, true) if same_type(*a, r) => replaced.push((r, *a)),
                    _ => {}
                }
            }
            OpKind::Select(c, a, _) if known_true.contains(c) && same_type(*a, op.results[0]) => {
                replaced.push((op.results[0], *a));
            }
            OpKind::Load { mask, other, .. } if mask.is_some_and(|m| known_true.contains(&m)) => {
                *mask = None;
                *other = None;
            }
            OpKind::Store { mask, .. } | OpKind::Atomic { mask, .. }
                if mask.is_some_and(|m| known_true.contains(&m)) =>
            {
                *mask = None;
            }
            _ => {}
        }
        i += 1;
    }
    // latest first, so a replacement that names an earlier replaced value is followed through
    for (from, to) in replaced.into_iter().rev() {
        body.replace_uses(from, to);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `for iv in range(0, n, step): acc = where(iv + arange(0, width) < bound, acc + 1, acc)`.
    fn masked_loop(step: i64, width: i64, bound_is_ub: bool) -> Function {
        let mut f = Function { name: "k".into(), ..Default::default() };
        let i32t = Type::scalar(DType::Scalar(Scalar::I32));
        let row = |s| Type::tensor(DType::Scalar(s), vec![width]);
        let op = |kind, results| Op { kind, results, loc: Loc::default() };
        let (n, other, zero, stepv) = (
            f.new_value(i32t.clone()),
            f.new_value(i32t.clone()),
            f.new_value(i32t.clone()),
            f.new_value(i32t.clone()),
        );
        let (acc0, one) = (f.new_value(row(Scalar::F32)), f.new_value(row(Scalar::F32)));
        let (iv, acc) = (f.new_value(i32t.clone()), f.new_value(row(Scalar::F32)));
        let (ivs, ar, cols, bs, ok, inc, sel) = (
            f.new_value(row(Scalar::I32)),
            f.new_value(row(Scalar::I32)),
            f.new_value(row(Scalar::I32)),
            f.new_value(row(Scalar::I32)),
            f.new_value(row(Scalar::I1)),
            f.new_value(row(Scalar::F32)),
            f.new_value(row(Scalar::F32)),
        );
        let result = f.new_value(row(Scalar::F32));
        let bound = if bound_is_ub { n } else { other };
        let body = Block {
            args: vec![iv, acc],
            ops: vec![
                op(OpKind::Splat(iv), vec![ivs]),
                op(OpKind::Arange(0, width), vec![ar]),
                op(OpKind::Bin(BinOp::Add, ivs, ar), vec![cols]),
                op(OpKind::Splat(bound), vec![bs]),
                op(OpKind::Cmp(CmpOp::Lt, cols, bs), vec![ok]),
                op(OpKind::Bin(BinOp::Add, acc, one), vec![inc]),
                op(OpKind::Select(ok, inc, acc), vec![sel]),
                op(OpKind::Yield(vec![sel]), vec![]),
            ],
        };
        f.body.ops = vec![
            op(OpKind::Param(0), vec![n]),
            op(OpKind::Param(1), vec![other]),
            op(OpKind::Const(Const::Int(0)), vec![zero]),
            op(OpKind::Const(Const::Int(step)), vec![stepv]),
            op(OpKind::Param(2), vec![acc0]),
            op(OpKind::Param(3), vec![one]),
            op(OpKind::For { lb: zero, ub: n, step: stepv, inits: vec![acc0], body }, vec![result]),
            op(OpKind::Yield(vec![result]), vec![]),
        ];
        f
    }

    fn loops(f: &Function) -> Vec<&Block> {
        f.body.ops.iter().filter(|o| matches!(o.kind, OpKind::For { .. })).map(|o| o.kind.blocks()[0]).collect()
    }

    #[test]
    fn full_blocks_lose_the_compare_and_the_select() {
        let mut f = masked_loop(32, 32, true);
        peel_masked_tails(&mut f);
        let ls = loops(&f);
        assert_eq!(ls.len(), 2);
        let (full, tail) = (ls[0], ls[1]);
        assert!(!full.ops.iter().any(|o| matches!(o.kind, OpKind::Cmp(..) | OpKind::Select(..))));
        assert!(tail.ops.iter().any(|o| matches!(o.kind, OpKind::Select(..))));
        // the full loop yields `acc + 1` directly; the tail starts from its result
        let OpKind::For { inits, .. } =
            &f.body.ops.iter().rev().find(|o| matches!(o.kind, OpKind::For { .. })).unwrap().kind
        else {
            unreachable!()
        };
        let full_result = f.body.ops.iter().find(|o| matches!(o.kind, OpKind::For { .. })).unwrap().results[0];
        assert_eq!(inits, &vec![full_result]);
    }

    #[test]
    fn blocks_wider_than_the_step_or_other_bounds_stay_whole() {
        for f in [masked_loop(16, 32, true), masked_loop(32, 32, false)] {
            let mut g = f.clone();
            peel_masked_tails(&mut g);
            assert_eq!(loops(&g).len(), 1);
        }
    }
}

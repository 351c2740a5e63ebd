//! Use analysis over a tile program, shared by the lowerings.

use std::collections::HashMap;
use tm_frontend::tile_ir::*;

/// Where a value is used, seen from the block that defines it.
#[derive(Default, Debug, Clone)]
pub struct Uses {
    /// Indices (in the defining block) of the ops that use the value; a use inside a nested
    /// block counts as a use by the op that owns that block.
    pub users: Vec<usize>,
    /// Used inside a nested block (a loop body or a branch).
    pub nested: bool,
}

pub struct UseInfo {
    pub uses: HashMap<ValueId, Uses>,
    /// The op defining each value, by (block id, op index); block ids are assigned in walk order.
    pub def: HashMap<ValueId, (usize, usize)>,
}

impl UseInfo {
    pub fn compute(f: &Function) -> UseInfo {
        let mut info = UseInfo { uses: HashMap::new(), def: HashMap::new() };
        let mut next_block = 0;
        info.walk(&f.body, &mut next_block, &mut vec![]);
        info
    }

    /// `stack` holds, for each enclosing block, (values defined there, index of the op being walked).
    fn walk(&mut self, b: &Block, next_block: &mut usize, stack: &mut Vec<(Vec<ValueId>, usize)>) {
        let id = *next_block;
        *next_block += 1;
        stack.push((b.args.clone(), 0));
        for (i, op) in b.ops.iter().enumerate() {
            stack.last_mut().unwrap().1 = i;
            for v in op.kind.operands() {
                self.record_use(v, stack);
            }
            for inner in op.kind.blocks() {
                self.walk(inner, next_block, stack);
            }
            for r in &op.results {
                self.def.insert(*r, (id, i));
                stack.last_mut().unwrap().0.push(*r);
            }
        }
        stack.pop();
    }

    fn record_use(&mut self, v: ValueId, stack: &[(Vec<ValueId>, usize)]) {
        let depth = stack.len();
        for (level, (defs, op_index)) in stack.iter().enumerate().rev() {
            if defs.contains(&v) {
                let u = self.uses.entry(v).or_default();
                u.users.push(*op_index);
                if level + 1 != depth {
                    u.nested = true;
                }
                return;
            }
        }
    }

    pub fn get(&self, v: ValueId) -> Uses {
        self.uses.get(&v).cloned().unwrap_or_default()
    }
}

/// The op kind defining each value of `f`, for ops without regions (what tile rewrites may
/// rebuild or look through; loops and branches are not copied).
pub fn defining_ops(f: &Function) -> HashMap<ValueId, OpKind> {
    fn walk(b: &Block, out: &mut HashMap<ValueId, OpKind>) {
        for op in &b.ops {
            let inner = op.kind.blocks();
            if inner.is_empty() && op.results.len() == 1 {
                out.insert(op.results[0], op.kind.clone());
            }
            for blk in inner {
                walk(blk, out);
            }
        }
    }
    let mut out = HashMap::new();
    walk(&f.body, &mut out);
    out
}

module {
  func.func @add_kernel(%args: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %v1 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, i64
    %v2 = llvm.load %v1 : !llvm.ptr -> !llvm.ptr
    %v3 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v4 = llvm.load %v3 : !llvm.ptr -> !llvm.ptr
    %v5 = llvm.getelementptr %args[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %v6 = llvm.load %v5 : !llvm.ptr -> !llvm.ptr
    %v7 = llvm.getelementptr %args[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %v8 = llvm.load %v7 : !llvm.ptr -> i32
    %v9 = arith.constant 1024 : i32
    %v10 = arith.muli %pid0, %v9 : i32
    %v11 = arith.constant 0x00000000 : f32
    %v12 = arith.constant 0x00000000 : f32
    scf.for %v13 = %c0 to %c1024 step %c1 {
      %v14 = arith.index_cast %v13 : index to i32
      %v15 = arith.addi %v10, %v14 : i32
      %v16 = llvm.getelementptr %v6[%v15] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %v17 = llvm.getelementptr %v2[%v15] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %v18 = arith.cmpi slt, %v15, %v8 : i32
      %v19 = scf.if %v18 -> (f32) {
        %v20 = llvm.load %v17 : !llvm.ptr -> f32
        scf.yield %v20 : f32
      } else {
        scf.yield %v11 : f32
      }
      %v21 = llvm.getelementptr %v4[%v15] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %v22 = scf.if %v18 -> (f32) {
        %v23 = llvm.load %v21 : !llvm.ptr -> f32
        scf.yield %v23 : f32
      } else {
        scf.yield %v12 : f32
      }
      %v24 = arith.addf %v19, %v22 fastmath<contract> : f32
      scf.if %v18 {
        llvm.store %v24, %v16 : f32, !llvm.ptr
      }
    }
    func.return
  }
}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = shl nsw i64 %14, 4
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = add i32 %17, %21
  %23 = mul i32 %22, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr i8, ptr addrspace(1) %0, i64 %24
  %26 = trunc i64 %19 to i32
  %27 = and i32 %26, 16
  %28 = icmp slt i32 %22, %3
  %29 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %26
  %30 = or i32 %26, 1
  %31 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %30
  %32 = or i32 %26, 2
  %33 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %32
  %34 = or i32 %26, 3
  %35 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %34
  %36 = or i32 %26, 4
  %37 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %36
  %38 = or i32 %26, 5
  %39 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %38
  %40 = or i32 %26, 6
  %41 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %40
  %42 = or i32 %26, 7
  %43 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %42
  %44 = or i32 %26, 8
  %45 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %44
  %46 = or i32 %26, 9
  %47 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %46
  %48 = or i32 %26, 10
  %49 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %48
  %50 = or i32 %26, 11
  %51 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %50
  %52 = or i32 %26, 12
  %53 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %52
  %54 = or i32 %26, 13
  %55 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %54
  %56 = or i32 %26, 14
  %57 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %56
  %58 = or i32 %26, 15
  %59 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %58
  %60 = and i64 %19, 48
  %61 = lshr i64 %19, 6
  %62 = or i64 %60, 4
  %63 = or i64 %60, 8
  %64 = or i64 %60, 12
  %65 = trunc i64 %61 to i32
  %66 = trunc i64 %60 to i32
  %67 = or i32 %18, %66
  %68 = icmp slt i32 %67, %4
  %69 = and i64 %19, -64
  %70 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %26
  %71 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %30
  %72 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %32
  %73 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %34
  %74 = or i64 %62, %69
  %75 = trunc i64 %74 to i32
  %76 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %75
  %77 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %38
  %78 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %40
  %79 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %42
  %80 = or i64 %63, %69
  %81 = trunc i64 %80 to i32
  %82 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %81
  %83 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %46
  %84 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %48
  %85 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %50
  %86 = or i64 %64, %69
  %87 = trunc i64 %86 to i32
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %87
  %89 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %54
  %90 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %56
  %91 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %58
  %92 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %26
  %93 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %75
  %94 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %38
  %95 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %40
  %96 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %81
  %97 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %46
  %98 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %48
  %99 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %87
  %100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %54
  %101 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %56
  %102 = add nsw i64 %19, 2048
  %103 = lshr i64 %102, 6
  %104 = and i64 %102, -64
  %105 = or i64 %104, %60
  %106 = trunc i64 %105 to i32
  %107 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %106
  %108 = or i64 %62, %104
  %109 = trunc i64 %108 to i32
  %110 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %109
  %111 = or i64 %63, %104
  %112 = trunc i64 %111 to i32
  %113 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %112
  %114 = or i64 %64, %104
  %115 = trunc i64 %114 to i32
  %116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %115
  %117 = icmp sgt i32 %5, 0
  br i1 %117, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %118 = sext i32 %67 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %118
  %119 = and i64 %14, 63
  br label %120

120: ; preds = %.lr.ph, %239
  %121 = phi i32 [ 0, %.lr.ph ], [ %282, %239 ]
  %122 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %281, %239 ]
  %123 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %278, %239 ]
  %124 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %275, %239 ]
  %125 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %272, %239 ]
  %126 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %269, %239 ]
  %127 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %260, %239 ]
  %128 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %251, %239 ]
  %129 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %242, %239 ]
  %130 = or i32 %121, %27
  %131 = icmp slt i32 %130, %5
  %132 = and i1 %28, %131
  br i1 %132, label %133, label %137

133: ; preds = %120
  %134 = sext i32 %130 to i64
  %135 = getelementptr i8, ptr addrspace(1) %25, i64 %134
  %136 = load <16 x i8>, ptr addrspace(1) %135, align 16
  br label %137

137: ; preds = %133, %120
  %138 = phi <16 x i8> [ %136, %133 ], [ zeroinitializer, %120 ]
  %139 = extractelement <16 x i8> %138, i64 0
  %140 = extractelement <16 x i8> %138, i64 1
  %141 = extractelement <16 x i8> %138, i64 2
  %142 = extractelement <16 x i8> %138, i64 3
  %143 = extractelement <16 x i8> %138, i64 4
  %144 = extractelement <16 x i8> %138, i64 5
  %145 = extractelement <16 x i8> %138, i64 6
  %146 = extractelement <16 x i8> %138, i64 7
  %147 = extractelement <16 x i8> %138, i64 8
  %148 = extractelement <16 x i8> %138, i64 9
  %149 = extractelement <16 x i8> %138, i64 10
  %150 = extractelement <16 x i8> %138, i64 11
  %151 = extractelement <16 x i8> %138, i64 12
  %152 = extractelement <16 x i8> %138, i64 13
  %153 = extractelement <16 x i8> %138, i64 14
  %154 = extractelement <16 x i8> %138, i64 15
  %155 = sext i8 %139 to i32
  store i32 %155, ptr addrspace(3) %29, align 16
  %156 = sext i8 %140 to i32
  store i32 %156, ptr addrspace(3) %31, align 4
  %157 = sext i8 %141 to i32
  store i32 %157, ptr addrspace(3) %33, align 8
  %158 = sext i8 %142 to i32
  store i32 %158, ptr addrspace(3) %35, align 4
  %159 = sext i8 %143 to i32
  store i32 %159, ptr addrspace(3) %37, align 16
  %160 = sext i8 %144 to i32
  store i32 %160, ptr addrspace(3) %39, align 4
  %161 = sext i8 %145 to i32
  store i32 %161, ptr addrspace(3) %41, align 8
  %162 = sext i8 %146 to i32
  store i32 %162, ptr addrspace(3) %43, align 4
  %163 = sext i8 %147 to i32
  store i32 %163, ptr addrspace(3) %45, align 16
  %164 = sext i8 %148 to i32
  store i32 %164, ptr addrspace(3) %47, align 4
  %165 = sext i8 %149 to i32
  store i32 %165, ptr addrspace(3) %49, align 8
  %166 = sext i8 %150 to i32
  store i32 %166, ptr addrspace(3) %51, align 4
  %167 = sext i8 %151 to i32
  store i32 %167, ptr addrspace(3) %53, align 16
  %168 = sext i8 %152 to i32
  store i32 %168, ptr addrspace(3) %55, align 4
  %169 = sext i8 %153 to i32
  store i32 %169, ptr addrspace(3) %57, align 8
  %170 = sext i8 %154 to i32
  store i32 %170, ptr addrspace(3) %59, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %171 = add i32 %121, %65
  %172 = icmp slt i32 %171, %5
  %173 = and i1 %68, %172
  br i1 %173, label %174, label %178

174: ; preds = %137
  %175 = mul i32 %171, %8
  %176 = sext i32 %175 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %176
  %177 = load <16 x i8>, ptr addrspace(1) %gep, align 16
  br label %178

178: ; preds = %174, %137
  %179 = phi <16 x i8> [ %177, %174 ], [ zeroinitializer, %137 ]
  %180 = extractelement <16 x i8> %179, i64 0
  %181 = extractelement <16 x i8> %179, i64 1
  %182 = extractelement <16 x i8> %179, i64 2
  %183 = extractelement <16 x i8> %179, i64 3
  %184 = extractelement <16 x i8> %179, i64 4
  %185 = extractelement <16 x i8> %179, i64 5
  %186 = extractelement <16 x i8> %179, i64 6
  %187 = extractelement <16 x i8> %179, i64 7
  %188 = extractelement <16 x i8> %179, i64 8
  %189 = extractelement <16 x i8> %179, i64 9
  %190 = extractelement <16 x i8> %179, i64 10
  %191 = extractelement <16 x i8> %179, i64 11
  %192 = extractelement <16 x i8> %179, i64 12
  %193 = extractelement <16 x i8> %179, i64 13
  %194 = extractelement <16 x i8> %179, i64 14
  %195 = extractelement <16 x i8> %179, i64 15
  %196 = sext i8 %180 to i32
  store i32 %196, ptr addrspace(3) %70, align 16
  %197 = sext i8 %181 to i32
  store i32 %197, ptr addrspace(3) %71, align 4
  %198 = sext i8 %182 to i32
  store i32 %198, ptr addrspace(3) %72, align 8
  %199 = sext i8 %183 to i32
  store i32 %199, ptr addrspace(3) %73, align 4
  %200 = sext i8 %184 to i32
  store i32 %200, ptr addrspace(3) %76, align 16
  %201 = sext i8 %185 to i32
  store i32 %201, ptr addrspace(3) %77, align 4
  %202 = sext i8 %186 to i32
  store i32 %202, ptr addrspace(3) %78, align 8
  %203 = sext i8 %187 to i32
  store i32 %203, ptr addrspace(3) %79, align 4
  %204 = sext i8 %188 to i32
  store i32 %204, ptr addrspace(3) %82, align 16
  %205 = sext i8 %189 to i32
  store i32 %205, ptr addrspace(3) %83, align 4
  %206 = sext i8 %190 to i32
  store i32 %206, ptr addrspace(3) %84, align 8
  %207 = sext i8 %191 to i32
  store i32 %207, ptr addrspace(3) %85, align 4
  %208 = sext i8 %192 to i32
  store i32 %208, ptr addrspace(3) %88, align 16
  %209 = sext i8 %193 to i32
  store i32 %209, ptr addrspace(3) %89, align 4
  %210 = sext i8 %194 to i32
  store i32 %210, ptr addrspace(3) %90, align 8
  %211 = sext i8 %195 to i32
  store i32 %211, ptr addrspace(3) %91, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %212

212: ; preds = %178, %234
  %213 = phi i64 [ 0, %178 ], [ %237, %234 ]
  %214 = shl nuw nsw i64 %213, 7
  %215 = add nsw i64 %214, %14
  %216 = lshr i64 %215, 1
  %217 = and i64 %216, 4294967264
  br label %218

218: ; preds = %212, %218
  %219 = phi i32 [ 0, %212 ], [ %231, %218 ]
  %220 = phi i64 [ 0, %212 ], [ %232, %218 ]
  %221 = or i64 %220, %217
  %222 = trunc i64 %221 to i32
  %223 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %222
  %224 = load i32, ptr addrspace(3) %223, align 4
  %225 = shl nuw nsw i64 %220, 6
  %226 = or i64 %225, %119
  %227 = trunc i64 %226 to i32
  %228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %227
  %229 = load i32, ptr addrspace(3) %228, align 4
  %230 = mul i32 %229, %224
  %231 = add i32 %230, %219
  %232 = add nuw nsw i64 %220, 1
  %233 = icmp ult i64 %220, 31
  br i1 %233, label %218, label %234

234: ; preds = %218
  %235 = trunc i64 %215 to i32
  %236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %235
  store i32 %231, ptr addrspace(3) %236, align 4
  %237 = add nuw nsw i64 %213, 1
  %238 = icmp ult i64 %213, 31
  br i1 %238, label %212, label %239

239: ; preds = %234
  tail call void @llvm.musa.syncthreads.lm()
  %240 = load <4 x i32>, ptr addrspace(3) %92, align 16
  %241 = sitofp <4 x i32> %240 to <4 x float>
  %242 = fadd contract <4 x float> %129, %241
  %243 = load i32, ptr addrspace(3) %93, align 16
  %244 = load i32, ptr addrspace(3) %94, align 4
  %245 = load <2 x i32>, ptr addrspace(3) %95, align 8
  %246 = insertelement <4 x i32> poison, i32 %243, i64 0
  %247 = insertelement <4 x i32> %246, i32 %244, i64 1
  %248 = shufflevector <2 x i32> %245, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %249 = shufflevector <4 x i32> %247, <4 x i32> %248, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %250 = sitofp <4 x i32> %249 to <4 x float>
  %251 = fadd contract <4 x float> %128, %250
  %252 = load i32, ptr addrspace(3) %96, align 16
  %253 = load i32, ptr addrspace(3) %97, align 4
  %254 = load <2 x i32>, ptr addrspace(3) %98, align 8
  %255 = insertelement <4 x i32> poison, i32 %252, i64 0
  %256 = insertelement <4 x i32> %255, i32 %253, i64 1
  %257 = shufflevector <2 x i32> %254, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %258 = shufflevector <4 x i32> %256, <4 x i32> %257, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %259 = sitofp <4 x i32> %258 to <4 x float>
  %260 = fadd contract <4 x float> %127, %259
  %261 = load i32, ptr addrspace(3) %99, align 16
  %262 = load i32, ptr addrspace(3) %100, align 4
  %263 = load <2 x i32>, ptr addrspace(3) %101, align 8
  %264 = insertelement <4 x i32> poison, i32 %261, i64 0
  %265 = insertelement <4 x i32> %264, i32 %262, i64 1
  %266 = shufflevector <2 x i32> %263, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %267 = shufflevector <4 x i32> %265, <4 x i32> %266, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %268 = sitofp <4 x i32> %267 to <4 x float>
  %269 = fadd contract <4 x float> %126, %268
  %270 = load <4 x i32>, ptr addrspace(3) %107, align 16
  %271 = sitofp <4 x i32> %270 to <4 x float>
  %272 = fadd contract <4 x float> %125, %271
  %273 = load <4 x i32>, ptr addrspace(3) %110, align 16
  %274 = sitofp <4 x i32> %273 to <4 x float>
  %275 = fadd contract <4 x float> %124, %274
  %276 = load <4 x i32>, ptr addrspace(3) %113, align 16
  %277 = sitofp <4 x i32> %276 to <4 x float>
  %278 = fadd contract <4 x float> %123, %277
  %279 = load <4 x i32>, ptr addrspace(3) %116, align 16
  %280 = sitofp <4 x i32> %279 to <4 x float>
  %281 = fadd contract <4 x float> %122, %280
  tail call void @llvm.musa.syncthreads.lm()
  %282 = add i32 %121, 32
  %283 = icmp slt i32 %282, %5
  br i1 %283, label %120, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %239
  %284 = fptosi <4 x float> %242 to <4 x i32>
  %285 = fptosi <4 x float> %251 to <4 x i32>
  %286 = fptosi <4 x float> %260 to <4 x i32>
  %287 = fptosi <4 x float> %269 to <4 x i32>
  %288 = fptosi <4 x float> %272 to <4 x i32>
  %289 = fptosi <4 x float> %275 to <4 x i32>
  %290 = fptosi <4 x float> %278 to <4 x i32>
  %291 = fptosi <4 x float> %281 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %292 = phi <4 x i32> [ zeroinitializer, %12 ], [ %291, %._crit_edge.loopexit ]
  %293 = phi <4 x i32> [ zeroinitializer, %12 ], [ %290, %._crit_edge.loopexit ]
  %294 = phi <4 x i32> [ zeroinitializer, %12 ], [ %289, %._crit_edge.loopexit ]
  %295 = phi <4 x i32> [ zeroinitializer, %12 ], [ %288, %._crit_edge.loopexit ]
  %296 = phi <4 x i32> [ zeroinitializer, %12 ], [ %287, %._crit_edge.loopexit ]
  %297 = phi <4 x i32> [ zeroinitializer, %12 ], [ %286, %._crit_edge.loopexit ]
  %298 = phi <4 x i32> [ zeroinitializer, %12 ], [ %285, %._crit_edge.loopexit ]
  %299 = phi <4 x i32> [ zeroinitializer, %12 ], [ %284, %._crit_edge.loopexit ]
  %300 = add i32 %17, %65
  %301 = mul i32 %300, %10
  %302 = sext i32 %301 to i64
  %303 = getelementptr i32, ptr addrspace(1) %2, i64 %302
  %304 = icmp slt i32 %300, %3
  %305 = and i1 %304, %68
  br i1 %305, label %306, label %309

306: ; preds = %._crit_edge
  %307 = sext i32 %67 to i64
  %308 = getelementptr i32, ptr addrspace(1) %303, i64 %307
  store <4 x i32> %299, ptr addrspace(1) %308, align 16
  br label %309

309: ; preds = %306, %._crit_edge
  %310 = trunc i64 %62 to i32
  %311 = or i32 %18, %310
  %312 = icmp slt i32 %311, %4
  %313 = and i1 %304, %312
  br i1 %313, label %314, label %317

314: ; preds = %309
  %315 = sext i32 %311 to i64
  %316 = getelementptr i32, ptr addrspace(1) %303, i64 %315
  store <4 x i32> %298, ptr addrspace(1) %316, align 16
  br label %317

317: ; preds = %314, %309
  %318 = trunc i64 %63 to i32
  %319 = or i32 %18, %318
  %320 = icmp slt i32 %319, %4
  %321 = and i1 %304, %320
  br i1 %321, label %322, label %325

322: ; preds = %317
  %323 = sext i32 %319 to i64
  %324 = getelementptr i32, ptr addrspace(1) %303, i64 %323
  store <4 x i32> %297, ptr addrspace(1) %324, align 16
  br label %325

325: ; preds = %322, %317
  %326 = trunc i64 %64 to i32
  %327 = or i32 %18, %326
  %328 = icmp slt i32 %327, %4
  %329 = and i1 %304, %328
  br i1 %329, label %330, label %333

330: ; preds = %325
  %331 = sext i32 %327 to i64
  %332 = getelementptr i32, ptr addrspace(1) %303, i64 %331
  store <4 x i32> %296, ptr addrspace(1) %332, align 16
  br label %333

333: ; preds = %330, %325
  %334 = trunc i64 %103 to i32
  %335 = add i32 %17, %334
  %336 = mul i32 %335, %10
  %337 = sext i32 %336 to i64
  %338 = getelementptr i32, ptr addrspace(1) %2, i64 %337
  %339 = icmp slt i32 %335, %3
  %340 = and i1 %68, %339
  br i1 %340, label %341, label %344

341: ; preds = %333
  %342 = sext i32 %67 to i64
  %343 = getelementptr i32, ptr addrspace(1) %338, i64 %342
  store <4 x i32> %295, ptr addrspace(1) %343, align 16
  br label %344

344: ; preds = %341, %333
  %345 = and i1 %339, %312
  br i1 %345, label %346, label %349

346: ; preds = %344
  %347 = sext i32 %311 to i64
  %348 = getelementptr i32, ptr addrspace(1) %338, i64 %347
  store <4 x i32> %294, ptr addrspace(1) %348, align 16
  br label %349

349: ; preds = %346, %344
  %350 = and i1 %339, %320
  br i1 %350, label %351, label %354

351: ; preds = %349
  %352 = sext i32 %319 to i64
  %353 = getelementptr i32, ptr addrspace(1) %338, i64 %352
  store <4 x i32> %293, ptr addrspace(1) %353, align 16
  br label %354

354: ; preds = %351, %349
  %355 = and i1 %339, %328
  br i1 %355, label %356, label %359

356: ; preds = %354
  %357 = sext i32 %327 to i64
  %358 = getelementptr i32, ptr addrspace(1) %338, i64 %357
  store <4 x i32> %292, ptr addrspace(1) %358, align 16
  br label %359

359: ; preds = %356, %354
  ret void
}

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
